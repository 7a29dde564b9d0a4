import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_MSG, GIFT_MSG, MAIL_MSG, MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, type FakeAnswer } from '@babynews/testing';
import type { PledgeTarget } from '../types';
import { pledgeHandoff } from '../stores/pledgeHandoff';
import PledgeModal from './PledgeModal';

/**
 * The pledge modal (ARCHITECTURE §4.22): `pledgeSchema`'s messages in order, the group gift's ceiling,
 * the quick picks, the sent body, the success with the transfer guide and the pledge page link, and
 * the 409s that make the page reload.
 */

const CODE = 'AbCdEf12';
const STROLLER: PledgeTarget = { kind: 'GROUP_GIFT', wishId: 3, title: '유모차', remaining: 25_000 };
const FUND: PledgeTarget = { kind: 'FUND', remaining: null };
const created = (transferGuide: string | null): FakeAnswer => ({ status: 201, body: { pledgeId: 'plg_AbC-123', amount: 20_000, transferGuide } });

function renderModal(target: PledgeTarget, answer: FakeAnswer = created(null)) {
  const calls = installFakeFetch(() => answer);
  const onPledged = jest.fn();
  const onStale = jest.fn();
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <PledgeModal target={target} eventCode={CODE} onClose={jest.fn()} onPledged={onPledged} onStale={onStale} />
    </MemoryRouter>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const submit = () => user.click(screen.getByRole('button', { name: GIFT_MSG.pledgeSubmit }));
  const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
  const fill = async (amount: string) => {
    await user.type(field('이름'), '박친구');
    await user.type(field('전화번호 또는 이메일'), 'friend@example.com');
    if (amount) await user.type(field(GIFT_MSG.pledgeAmountLabel), amount);
    await user.type(field('확인 비밀번호'), '4321');
    await user.click(field(CONSENT_MSG.relativeConsentLabel));
  };
  return { calls, user, field, submit, alertText, fill, onPledged, onStale };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('pledge modal validation (pledgeSchema order)', () => {
  it('asks for name, contact, amount, amount ≥ 1,000, the PIN and the relatives’ consent box in that order, then the ceiling of what remains', async () => {
    const { user, field, submit, alertText, calls } = renderModal(STROLLER);
    await submit();
    expect(alertText()).toBe(GIFT_MSG.pledgeNameRequired);
    await user.type(field('이름'), '  박친구 ');
    await submit();
    expect(alertText()).toBe(GIFT_MSG.pledgeContactRequired);
    await user.type(field('전화번호 또는 이메일'), 'friend@example.com');
    await submit();
    expect(alertText()).toBe(GIFT_MSG.amountRequired);
    await user.type(field(GIFT_MSG.pledgeAmountLabel), '500');
    await submit();
    expect(alertText()).toBe(GIFT_MSG.amountMin);
    await user.clear(field(GIFT_MSG.pledgeAmountLabel));
    await user.type(field(GIFT_MSG.pledgeAmountLabel), '30000');
    await submit();
    expect(alertText()).toBe(MSG.reserve.gatePassword);
    await user.type(field('확인 비밀번호'), '4321');
    await submit();
    expect(alertText()).toBe(CONSENT_MSG.missing.relative);
    const box = field(CONSENT_MSG.relativeConsentLabel);
    expect([box.type, box.required, box.getAttribute('aria-describedby') !== null]).toEqual(['checkbox', true, true]);
    await user.click(box);
    await submit();
    expect(alertText()).toBe('남은 금액은 25,000원입니다. 그 이하로 입력해주세요.');
    expect(calls).toHaveLength(0);
    // the line clears after 3 s, as every form's error (spec §9)
    act(() => jest.advanceTimersByTime(3000));
    expect(alertText()).toBeNull();
  });

  it('keeps digits only in the amount and shows thousands separators', async () => {
    const { user, field } = renderModal(FUND);
    await user.type(field(GIFT_MSG.pledgeAmountLabel), '3a0,0-00');
    expect(field(GIFT_MSG.pledgeAmountLabel).value).toBe('30,000');
  });

  it('offers the quick picks up to what remains, plus the rest, and a pick fills the amount', async () => {
    const { user, field } = renderModal(STROLLER);
    const picks = within(screen.getByRole('group', { name: '금액 빠르게 고르기' }));
    expect(picks.getAllByRole('button').map((b) => b.textContent)).toEqual(['10,000원', `${GIFT_MSG.pledgeAmountRest} (25,000원)`]);
    await user.click(picks.getByRole('button', { name: '10,000원' }));
    expect(field(GIFT_MSG.pledgeAmountLabel).value).toBe('10,000');
    expect(picks.getByRole('button', { name: '10,000원' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the fund has no ceiling: all three quick picks', () => {
    renderModal(FUND);
    expect(
      within(screen.getByRole('group', { name: '금액 빠르게 고르기' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10,000원', '30,000원', '50,000원']);
  });
});

describe('pledge modal answers', () => {
  it('sends the trimmed pledge to the group gift, then thanks with the amount, the transfer guide and the pledge page link', async () => {
    const guide = '카카오뱅크 3333-00-1234567 홍길동\nhttps://qr.kakaopay.com/abc';
    const { calls, fill, submit, onPledged, field, user } = renderModal(STROLLER, created(guide));
    await fill('20000');
    await user.type(field(GIFT_MSG.pledgeMessageLabel), ' 축하해요! ');
    await submit();
    expect(await screen.findByText(GIFT_MSG.pledgeDone)).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({
        path: '/wish/pledge/3',
        method: 'POST',
        body: { eventCode: CODE, name: '박친구', contact: 'friend@example.com', amount: 20_000, message: '축하해요!', password: '4321', privacyConsent: true },
      }),
    ]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getByText('20,000원')).toBeTruthy();
    const section = screen.getByRole('region', { name: GIFT_MSG.transferGuideTitle });
    expect(section.textContent).toContain('카카오뱅크 3333-00-1234567 홍길동');
    expect(within(section).getByRole('link', { name: 'https://qr.kakaopay.com/abc' }).getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: GIFT_MSG.pledgeViewLink }).getAttribute('href')).toBe(`/event/pledge/plg_AbC-123?code=${CODE}`);
    expect(onPledged).toHaveBeenCalledWith({ pledgeId: 'plg_AbC-123', amount: 20_000, transferGuide: guide });
    // the pledge page opens unlocked with this PIN (memory only)
    expect(pledgeHandoff.take('plg_AbC-123')).toBe('4321');
  });

  it('posts a fund pledge to the news page and shows no guide when the page has none', async () => {
    const { calls, fill, submit } = renderModal(FUND, created(null));
    await fill('50000');
    await submit();
    expect(await screen.findByText(GIFT_MSG.pledgeDone)).toBeTruthy();
    expect(calls[0]!.path).toBe(`/event/pledge/${CODE}`);
    expect(screen.queryByRole('region', { name: GIFT_MSG.transferGuideTitle })).toBeNull();
    pledgeHandoff.take('plg_AbC-123');
  });

  it('sends the optional receipt address lower-cased; a bad one shows the receipt message and sends nothing', async () => {
    const { calls, field, fill, submit, alertText, user } = renderModal(FUND, created(null));
    await fill('30000');
    await user.type(field(`${MAIL_MSG.pledgeReceiptEmailLabel} (선택)`), 'friend@');
    await submit();
    expect(alertText()).toBe(MAIL_MSG.receiptEmailFormat);
    expect(calls).toHaveLength(0);
    await user.type(field(`${MAIL_MSG.pledgeReceiptEmailLabel} (선택)`), 'Example.com');
    await submit();
    expect(await screen.findByText(GIFT_MSG.pledgeDone)).toBeTruthy();
    expect(calls[0]!.body).toMatchObject({ amount: 30_000, receiptEmail: 'friend@example.com' });
    pledgeHandoff.take('plg_AbC-123');
  });

  it.each([
    ['PLEDGE_AMOUNT_EXCEEDED', GIFT_MSG.amountRemaining('5,000원')],
    ['GROUP_GIFT_FUNDED', GIFT_MSG.alreadyFunded],
  ] as const)('%s shows the message and asks the page to reload', async (code, message) => {
    const { fill, submit, alertText, onStale, onPledged } = renderModal(STROLLER, errorAnswer(code, message));
    await fill('20000');
    await submit();
    await waitFor(() => expect(alertText()).toBe(message));
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onPledged).not.toHaveBeenCalled();
    expect(screen.queryByText(GIFT_MSG.pledgeDone)).toBeNull();
  });

  it('a network failure shows the pledge fallback and does not reload', async () => {
    const { fill, submit, alertText, onStale } = renderModal(FUND);
    // the server is not reached
    installFakeFetch(() => {
      throw new Error('offline');
    });
    await fill('10000');
    await submit();
    await waitFor(() => expect(alertText()).toBe(GIFT_MSG.pledgeFailed));
    expect(onStale).not.toHaveBeenCalled();
  });
});
