import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CONSENT_MSG, GIFT_MSG, PAGE_DATA_ID, type EventInfo, type FundPublic } from '@babynews/contracts';
import { forgetTakenInlineJson } from '@babynews/session';
import { installFakeFetch, okAnswer, type FakeCall } from '@babynews/testing';
import { publicEvent } from '../../testing/fixtures';
import NewsPage from '../NewsPage';
import { FundSection } from './FundSection';

/**
 * The news page's 축의금 fund (ARCHITECTURE §4.22): shown only while enabled, totals and givers (a progress
 * bar against a goal), painted from the HTML's JSON island like the rest of the page, and the transfer
 * guide only in the answer to one's own pledge.
 */

const CODE = 'AbCdEf12';
const OPEN: FundPublic = { enabled: true, goal: null, pledgedAmount: 150_000, giverCount: 3 };
const GUIDE = '카카오뱅크 3333-00-1234567 홍길동';

const renderFund = (fund: FundPublic | null | undefined, onChanged = jest.fn()) =>
  render(
    <MemoryRouter>
      <FundSection code={CODE} fund={fund} onChanged={onChanged} />
    </MemoryRouter>,
  );

// each test is a fresh page load: the blocks an earlier one took are forgotten (the shell's FirstCommit does this in the browser)
afterEach(() => forgetTakenInlineJson());
describe('FundSection', () => {
  it.each([
    ['never opened', null],
    ['absent (an older read)', undefined],
    ['closed', { ...OPEN, enabled: false }],
  ])('renders nothing when the fund is %s', (_label, fund) => {
    const { container } = renderFund(fund);
    expect(container.textContent).toBe('');
  });

  it('shows the total and the givers without a goal, the no-payment notice, and no transfer guide', () => {
    renderFund(OPEN);
    const section = screen.getByRole('region', { name: GIFT_MSG.fundTitle });
    expect(within(section).getByText('총 150,000원 · 3명 참여')).toBeTruthy();
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(within(section).getByText(GIFT_MSG.noPaymentNotice)).toBeTruthy();
    expect(section.textContent).not.toContain(GIFT_MSG.transferGuideTitle);
  });

  it('shows a progress bar against the goal', () => {
    renderFund({ ...OPEN, goal: 500_000 });
    const bar = screen.getByRole('progressbar');
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-label')]).toEqual([
      '150000',
      '500000',
      '150,000원 / 500,000원 · 3명 참여',
    ]);
  });

  it('pledging opens the modal, posts to the news page and only then shows the transfer guide; the page reloads its totals', async () => {
    const onChanged = jest.fn();
    const calls = installFakeFetch(() => ({ status: 201, body: { pledgeId: 'plg_1', amount: 30_000, transferGuide: GUIDE } }));
    const user = userEvent.setup();
    renderFund(OPEN, onChanged);
    expect(screen.queryByText(GUIDE)).toBeNull();
    await user.click(screen.getByRole('button', { name: GIFT_MSG.fundPledgeButton }));
    expect(screen.getByRole('dialog', { name: GIFT_MSG.fundTitle })).toBeTruthy();
    await user.type(await screen.findByLabelText('이름'), '이동료');
    await user.type(screen.getByLabelText('전화번호 또는 이메일'), '010-2222-3333');
    await user.click(screen.getByRole('button', { name: '30,000원' }));
    await user.type(screen.getByLabelText('확인 비밀번호'), '1111');
    await user.click(screen.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    await user.click(screen.getByRole('button', { name: GIFT_MSG.pledgeSubmit }));
    expect(await screen.findByText(GUIDE)).toBeTruthy();
    expect(calls.map((c: FakeCall) => [c.path, (c.body as { amount: number }).amount])).toEqual([[`/event/pledge/${CODE}`, 30_000]]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});

describe('the fund on the news page, first painted from the JSON island', () => {
  // the arrival confetti: jsdom has no canvas (the component then ends at once)
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    jest.restoreAllMocks();
    document.getElementById(PAGE_DATA_ID)?.remove();
  });

  it('renders the fund section from the HTML island before the live read answers', async () => {
    const island: EventInfo = publicEvent({ code: CODE, title: '우리 아기 소식', fund: { ...OPEN, pledgedAmount: 90_000, giverCount: 2 } });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.setAttribute('data-path', `/api/event/fetchInfoByCode/${CODE}`);
    block.textContent = JSON.stringify(island);
    document.body.appendChild(block);
    // the live read never answers in this test: what shows comes from the island
    installFakeFetch(() => new Promise(() => undefined));
    render(
      <MemoryRouter initialEntries={[`/event/${CODE}`]}>
        <Routes>
          <Route path="/event/:code" element={<NewsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: GIFT_MSG.fundTitle });
    expect(within(section).getByText('총 90,000원 · 2명 참여')).toBeTruthy();
    expect(section.textContent).not.toContain(GIFT_MSG.transferGuideTitle);
  });

  it('a news page whose read has the fund closed shows no fund section', async () => {
    installFakeFetch(() => okAnswer(publicEvent({ code: CODE, title: '우리 아기 소식', fund: { ...OPEN, enabled: false } })));
    render(
      <MemoryRouter initialEntries={[`/event/${CODE}`]}>
        <Routes>
          <Route path="/event/:code" element={<NewsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByText('우리 아기 소식').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: GIFT_MSG.fundTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: GIFT_MSG.fundPledgeButton })).toBeNull();
  });
});
