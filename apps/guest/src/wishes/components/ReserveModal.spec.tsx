import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { CONSENT_MSG, GIFT_MSG, MAIL_MSG, MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer } from '@babynews/testing';
import { publicWish } from '../../testing/fixtures';
import { useReserveForm } from '../hooks/useReserveForm';
import { ReserveModal } from './ReserveModal';

const wish = publicWish({ id: 7, title: '아기 바운서' });
const EVENT_CODE = 'AbCdEf12';

function renderModal() {
  const onReserved = jest.fn();
  const onTaken = jest.fn();
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<ReserveModal wish={wish} eventCode={EVENT_CODE} onClose={jest.fn()} onReserved={onReserved} onTaken={onTaken} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const submit = () => user.click(screen.getByRole('button', { name: '예약하기' }));
  const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
  return { user, field, submit, alertText, onReserved, onTaken };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('reserve modal (spec §5 order, trimming, 3 s error line)', () => {
  it('checks name, contact, PIN presence and PIN length in that order, on trimmed values', async () => {
    const calls = installFakeFetch(() => okAnswer({ wishId: 7, isReserved: true }));
    const { user, field, submit, alertText } = renderModal();

    await submit();
    expect(alertText()).toBe(MSG.reserve.nameRequired);
    await user.type(field('이름'), '   ');
    await submit();
    expect(alertText()).toBe(MSG.reserve.nameRequired);
    await user.type(field('이름'), '김하늘');
    await submit();
    expect(alertText()).toBe(MSG.reserve.contactRequired);
    await user.type(field('전화번호 또는 이메일'), '  ');
    await submit();
    expect(alertText()).toBe(MSG.reserve.contactRequired);
    await user.type(field('전화번호 또는 이메일'), '010-1234-5678');
    await submit();
    expect(alertText()).toBe(MSG.reserve.passwordRequired);
    await user.type(field('확인 비밀번호'), '12');
    await submit();
    expect(alertText()).toBe(MSG.reserve.passwordLength);
    expect(calls).toHaveLength(0);
  });

  it('shows the relatives’ notice tied to one required box, and cannot send without the box (ARCHITECTURE §4.24)', async () => {
    const calls = installFakeFetch(() => okAnswer({ wishId: 7, isReserved: true }));
    const { user, field, submit, alertText, onReserved } = renderModal();
    const box = field(CONSENT_MSG.relativeConsentLabel);
    expect(box.type).toBe('checkbox');
    expect(box.required).toBe(true);
    expect(box.checked).toBe(false);
    const notice = document.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(notice.textContent).toContain(CONSENT_MSG.relativeNotice.recipient);
    expect(notice.textContent).toContain(CONSENT_MSG.relativeNotice.retention(365));
    expect(notice.textContent).toContain(CONSENT_MSG.relativeNotice.refuse);
    const policy = screen.getByRole('link', { name: new RegExp(CONSENT_MSG.relativeNotice.policyLink) });
    expect([policy.getAttribute('href'), policy.getAttribute('target')]).toEqual(['/privacy-policy', '_blank']);

    await user.type(field('이름'), '김하늘');
    await user.type(field('전화번호 또는 이메일'), '010-1234-5678');
    await user.type(field('확인 비밀번호'), '2580');
    await submit();
    expect(alertText()).toBe(CONSENT_MSG.missing.relative);
    expect(calls).toHaveLength(0);

    await user.click(box);
    await submit();
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(calls[0].body).toMatchObject({ reservedName: '김하늘', privacyConsent: true });
  });

  it('sends the trimmed values with the share code and hands the PIN on', async () => {
    const calls = installFakeFetch(() => okAnswer({ wishId: 7, isReserved: true }));
    const { user, field, submit, onReserved, onTaken } = renderModal();
    await user.type(field('이름'), '  김하늘 ');
    await user.type(field('전화번호 또는 이메일'), ' 010-1234-5678  ');
    await user.type(field('확인 비밀번호'), '1234');
    await user.click(field(CONSENT_MSG.relativeConsentLabel));
    await submit();
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(calls).toEqual([
      expect.objectContaining({
        path: '/wish/reserve/7',
        method: 'POST',
        body: { eventCode: EVENT_CODE, reservedName: '김하늘', reservedEmail: '010-1234-5678', reservedPassword: '1234', quantity: 1, privacyConsent: true },
      }),
    ]);
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(onReserved).toHaveBeenCalledWith('1234', { wishId: 7, isReserved: true });
    expect(onTaken).not.toHaveBeenCalled();
  });

  it('sends the optional receipt address, lower-cased; a bad one shows the receipt message and sends nothing', async () => {
    const calls = installFakeFetch(() => okAnswer({ wishId: 7, isReserved: true }));
    const { user, field, submit, alertText, onReserved } = renderModal();
    await user.type(field('이름'), '김하늘');
    await user.type(field('전화번호 또는 이메일'), '010-1234-5678');
    await user.type(field('확인 비밀번호'), '1234');
    await user.click(field(CONSENT_MSG.relativeConsentLabel));
    await user.type(field(`${MAIL_MSG.receiptEmailLabel} (선택)`), 'aunt@');
    await submit();
    expect(alertText()).toBe(MAIL_MSG.receiptEmailFormat);
    expect(calls).toHaveLength(0);
    await user.type(field(`${MAIL_MSG.receiptEmailLabel} (선택)`), 'Example.com');
    await submit();
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(calls[0].body).toEqual({
      eventCode: EVENT_CODE,
      reservedName: '김하늘',
      reservedEmail: '010-1234-5678',
      reservedPassword: '1234',
      quantity: 1,
      receiptEmail: 'aunt@example.com',
      privacyConsent: true,
    });
  });

  it("'아기 탄생 소식 받기' is unticked, waits for a receipt address, and rides with it", async () => {
    const calls = installFakeFetch(() => okAnswer({ wishId: 7, isReserved: true }));
    const { user, field, submit, onReserved } = renderModal();
    const birthNews = screen.getByRole('checkbox', { name: new RegExp(MAIL_MSG.birthNewsLabel.replace(/[()]/g, '\\$&')) }) as HTMLInputElement;
    expect(birthNews.checked).toBe(false);
    expect(birthNews.disabled).toBe(true);
    await user.type(field('이름'), '김하늘');
    await user.type(field('전화번호 또는 이메일'), '010-1234-5678');
    await user.type(field('확인 비밀번호'), '1234');
    await user.click(field(CONSENT_MSG.relativeConsentLabel));
    await user.type(field(`${MAIL_MSG.receiptEmailLabel} (선택)`), 'aunt@example.com');
    expect(birthNews.disabled).toBe(false);
    await user.click(birthNews);
    await submit();
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(calls[0].body).toMatchObject({ receiptEmail: 'aunt@example.com', birthNews: true });
  });

  it('clears the error line after exactly 3 s', async () => {
    installFakeFetch(() => okAnswer());
    const { submit, alertText } = renderModal();
    await submit();
    expect(alertText()).toBe(MSG.reserve.nameRequired);
    act(() => jest.advanceTimersByTime(2999));
    expect(alertText()).toBe(MSG.reserve.nameRequired);
    act(() => jest.advanceTimersByTime(1));
    expect(alertText()).toBeNull();
  });

  it('RESERVATION_TAKEN says already reserved and reloads; another 409 code does not', async () => {
    let answer = errorAnswer('RESERVATION_TAKEN');
    installFakeFetch(() => answer);
    const { user, field, submit, alertText, onTaken, onReserved } = renderModal();
    await user.type(field('이름'), '김하늘');
    await user.type(field('전화번호 또는 이메일'), 'aunt@example.com');
    await user.type(field('확인 비밀번호'), '1234');
    await user.click(field(CONSENT_MSG.relativeConsentLabel));
    await submit();
    await waitFor(() => expect(alertText()).toBe(MSG.reserve.alreadyReserved));
    expect(onTaken).toHaveBeenCalledTimes(1);

    answer = errorAnswer('RESERVATION_STATUS_INVALID');
    await submit();
    await waitFor(() => expect(alertText()).toBe(MSG.reserve.statusInvalid));
    expect(onTaken).toHaveBeenCalledTimes(1);
    expect(onReserved).not.toHaveBeenCalled();
  });

  it('a network failure shows the reserve fallback message', async () => {
    installFakeFetch(() => {
      throw new Error('offline');
    });
    const { user, field, submit, alertText } = renderModal();
    await user.type(field('이름'), '김하늘');
    await user.type(field('전화번호 또는 이메일'), 'aunt@example.com');
    await user.type(field('확인 비밀번호'), '1234');
    await user.click(field(CONSENT_MSG.relativeConsentLabel));
    await submit();
    await waitFor(() => expect(alertText()).toBe(MSG.reserve.failed));
  });
});

describe('the PIN field of the modal (spec §5)', () => {
  it('is numeric, at most 4 long, and keeps only the digits typed', async () => {
    installFakeFetch(() => okAnswer());
    const { user, field } = renderModal();
    const pin = field('확인 비밀번호');
    expect(pin.maxLength).toBe(4);
    expect(pin.inputMode).toBe('numeric');
    expect(pin.type).toBe('password');
    await user.type(pin, 'a1-2 b3');
    expect(pin.value).toBe('123');
    await user.type(pin, '45');
    expect(pin.value).toBe('1234');
  });

  it('the form still refuses a non-digit PIN that reaches it (digits message last)', async () => {
    installFakeFetch(() => okAnswer());
    const { result } = renderHook(() => useReserveForm(7, EVENT_CODE, { onReserved: jest.fn(), onTaken: jest.fn() }));
    act(() => {
      result.current.setName('김하늘');
      result.current.setContact('aunt@example.com');
      result.current.setPassword('12a4');
    });
    await act(() => result.current.submit({ preventDefault() {} } as FormEvent));
    expect(result.current.error).toBe(MSG.reserve.passwordDigits);
  });
});

describe('the quantity stepper of the modal (ARCHITECTURE §4.22)', () => {
  const renderFor = (quantity: number, reservedQuantity: number) => {
    const calls = installFakeFetch(() => ({ status: 201, body: { wishId: 7, reservationId: 'r1', quantity: 1, reservedQuantity: 1, isReserved: false } }));
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(
      <ReserveModal
        wish={publicWish({ id: 7, title: '기저귀', quantity, reservedQuantity })}
        eventCode={EVENT_CODE}
        onClose={jest.fn()}
        onReserved={jest.fn()}
        onTaken={jest.fn()}
      />,
    );
    const less = () => screen.queryByRole('button', { name: GIFT_MSG.quantityDecrease }) as HTMLButtonElement | null;
    const more = () => screen.queryByRole('button', { name: GIFT_MSG.quantityIncrease }) as HTMLButtonElement | null;
    const fillAndSubmit = async () => {
      await user.type(screen.getByLabelText('이름'), '김하늘');
      await user.type(screen.getByLabelText('전화번호 또는 이메일'), 'aunt@example.com');
      await user.type(screen.getByLabelText('확인 비밀번호'), '1234');
      await user.click(screen.getByLabelText(CONSENT_MSG.relativeConsentLabel));
      await user.click(screen.getByRole('button', { name: '예약하기' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      return (calls[0]!.body as { quantity: number }).quantity;
    };
    return { user, less, more, fillAndSubmit };
  };

  it('is not shown when one unit (or a quantity-1 wish) remains, and 1 is sent', async () => {
    const { less, more, fillAndSubmit } = renderFor(4, 3);
    expect(less()).toBeNull();
    expect(more()).toBeNull();
    expect(await fillAndSubmit()).toBe(1);
  });

  it('goes from 1 (default) to the remaining units and no further, and sends the chosen quantity', async () => {
    const { user, less, more, fillAndSubmit } = renderFor(5, 2);
    const group = screen.getByRole('group', { name: GIFT_MSG.quantityLabel });
    expect(group.querySelector('output')?.textContent).toBe('1개');
    expect(screen.getByText(GIFT_MSG.remainingUnits(3), { exact: false })).toBeTruthy();
    expect(less()!.disabled).toBe(true);
    await user.click(more()!);
    await user.click(more()!);
    expect(group.querySelector('output')?.textContent).toBe('3개');
    expect(more()!.disabled).toBe(true);
    await user.click(more()!);
    expect(group.querySelector('output')?.textContent).toBe('3개');
    await user.click(less()!);
    expect(group.querySelector('output')?.textContent).toBe('2개');
    expect(less()!.disabled).toBe(false);
    expect(await fillAndSubmit()).toBe(2);
  });

  it('RESERVATION_QUANTITY_EXCEEDED shows the server message and asks for a reload', async () => {
    installFakeFetch(() => errorAnswer('RESERVATION_QUANTITY_EXCEEDED', GIFT_MSG.quantityRemaining(2)));
    const onTaken = jest.fn();
    const onReserved = jest.fn();
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(
      <ReserveModal
        wish={publicWish({ quantity: 4, reservedQuantity: 1 })}
        eventCode={EVENT_CODE}
        onClose={jest.fn()}
        onReserved={onReserved}
        onTaken={onTaken}
      />,
    );
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('전화번호 또는 이메일'), 'aunt@example.com');
    await user.type(screen.getByLabelText('확인 비밀번호'), '1234');
    await user.click(screen.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('남은 수량은 2개입니다. 2개 이하로 선택해주세요.'));
    expect(onTaken).toHaveBeenCalledTimes(1);
    expect(onReserved).not.toHaveBeenCalled();
  });
});
