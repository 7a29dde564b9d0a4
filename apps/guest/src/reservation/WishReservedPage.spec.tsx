import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { GIFT_MSG, MAIL_MSG, MSG, STORAGE_KEYS, type ReservationViewData } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { reservationView } from '../testing/fixtures';
import WishReservedPage from './WishReservedPage';

/**
 * The reservation page's share code and lock messages (ARCHITECTURE §4.7): without `?code=` no call and
 * the guidance; with it every call carries the code; the lock codes show the server's message,
 * which stays (unlike the 3 s error line).
 */

const CODE = 'AbCdEf12';
const VIEW: ReservationViewData = reservationView({ eventCode: CODE });

function renderAt(url: string, answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/event/wishReserved/:id" element={<WishReservedPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const submitPin = async (pin: string) => {
    await user.type(await screen.findByLabelText('비밀번호 4자리'), pin);
    await user.click(screen.getByRole('button', { name: '확인' }));
  };
  return { calls, submitPin };
}

/** Answers the name call with the masked name and the PIN call with `pinAnswer`. */
const gateThen = (pinAnswer: FakeAnswer) => (call: FakeCall) =>
  call.path.startsWith('/event/fetchWishReserverName/') ? okAnswer({ reservedName: '김*늘' }) : pinAnswer;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('reservation page share code (ARCHITECTURE §4.7)', () => {
  it('without ?code= shows how to get back, with a link home, and calls nothing', async () => {
    const { calls } = renderAt('/event/wishReserved/7', () => okAnswer({ reservedName: '김*늘' }));
    expect(screen.getByText(MSG.reserve.linkMissingCode)).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(calls).toEqual([]);
  });

  it('sends the code with the name call and the PIN call, and shows the masked name', async () => {
    const { calls, submitPin } = renderAt(`/event/wishReserved/7?code=${CODE}`, gateThen(okAnswer(VIEW)));
    expect(await screen.findByRole('heading', { name: /^김\*늘\s?님이 예약한 위시리스트$/ })).toBeTruthy();
    await submitPin('2580');
    expect(await screen.findByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', `/event/fetchWishReserverName/7?eventCode=${CODE}`, undefined],
      ['POST', '/event/fetchWishReservedData/7', { eventCode: CODE, password: '2580' }],
    ]);
  });

  it('another page code (RESERVATION_NOT_FOUND) shows that no reservation was found', async () => {
    renderAt(`/event/wishReserved/7?code=other`, () => errorAnswer('RESERVATION_NOT_FOUND'));
    expect(await screen.findByText(MSG.reserve.notReserved)).toBeTruthy();
  });
});

describe("'PIN을 잊으셨나요?' (ARCHITECTURE §4.23)", () => {
  it('asks for a reset link for the reservation the link names and shows the answer', async () => {
    const { calls } = renderAt(`/event/wishReserved/7?code=${CODE}&reservation=r-1`, (call) =>
      call.path.startsWith('/wish/reservation/pinResetRequest/') ? okAnswer({ message: MAIL_MSG.pinResetSent }) : okAnswer({ reservedName: '김*늘' }),
    );
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: MAIL_MSG.pinForgot }));
    expect(await screen.findByText(MAIL_MSG.pinResetSent)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/wish/reservation/pinResetRequest/7', body: { eventCode: CODE, reservationId: 'r-1' } });
  });

  it('without a reservation in the link: says to open the receipt link, and calls nothing for it', async () => {
    const { calls } = renderAt(`/event/wishReserved/7?code=${CODE}`, () => okAnswer({ reservedName: '김*늘' }));
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: MAIL_MSG.pinForgot }));
    expect(await screen.findByText(MAIL_MSG.pinResetNeedsReceiptLink)).toBeTruthy();
    expect(calls.some((c) => c.path.includes('pinResetRequest'))).toBe(false);
  });
});

describe('reservation gate lock messages (ARCHITECTURE §4.7)', () => {
  it.each([
    ['RESERVATION_LOCKED', MSG.reserve.locked],
    ['RESERVATION_LOCKED_UNTIL_UNLOCKED', MSG.reserve.lockedUntilUnlocked],
    ['ATTEMPT_BUDGET_EXCEEDED', '서버가 보낸 한도 초과 문구'],
    ['RESERVATION_ID_REQUIRED', GIFT_MSG.reservationIdRequired],
  ] as const)('%s shows the server message and keeps it past 3 s', async (code, message) => {
    const { submitPin } = renderAt(`/event/wishReserved/7?code=${CODE}`, gateThen(errorAnswer(code, message)));
    await submitPin('2580');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect((screen.getByLabelText('비밀번호 4자리') as HTMLInputElement).value).toBe('');
  });

  it('a wrong PIN says so and the line clears after 3 s', async () => {
    const { submitPin } = renderAt(`/event/wishReserved/7?code=${CODE}`, gateThen(errorAnswer('RESERVATION_PIN_WRONG')));
    await submitPin('1111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.reserve.wrongPassword));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('one reservation of several (ARCHITECTURE §4.22)', () => {
  const cancelWith = (pinAnswer: FakeAnswer) => (call: FakeCall) =>
    call.path.startsWith('/wish/unreserve/')
      ? okAnswer({ wishId: 7, reservationId: 'x', quantity: 2, reservedQuantity: 0, isReserved: false })
      : gateThen(pinAnswer)(call);

  it('carries &reservation= from the URL into the name, PIN, status and cancel calls', async () => {
    localStorage.setItem(STORAGE_KEYS.myReservations(CODE), JSON.stringify({ 7: ['rsv_One', 'rsv_Two'] }));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const view = reservationView({ eventCode: CODE, reservationId: 'rsv_Two', quantity: 2 });
    const { calls, submitPin } = renderAt(`/event/wishReserved/7?code=${CODE}&reservation=rsv_Two`, (call) =>
      call.path.startsWith('/wish/orderStatus/') ? okAnswer({ wishId: 7, orderStatus: 'SHIPPING' }) : cancelWith(okAnswer(view))(call),
    );
    await submitPin('2580');
    expect(await screen.findByText('2개')).toBeTruthy();
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: '배송을 시작했어요' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/event/fetchWishReservedData/7')).toHaveLength(2));
    const cancel = screen.getByRole('button', { name: '예약 취소하기' }) as HTMLButtonElement;
    await waitFor(() => expect(cancel.disabled).toBe(false));
    await user.click(cancel);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(MSG.reserve.cancelled));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', `/event/fetchWishReserverName/7?eventCode=${CODE}&reservationId=rsv_Two`, undefined],
      ['POST', '/event/fetchWishReservedData/7', { eventCode: CODE, password: '2580', reservationId: 'rsv_Two' }],
      ['POST', '/wish/orderStatus/7', { eventCode: CODE, password: '2580', orderStatus: 'SHIPPING', reservationId: 'rsv_Two' }],
      ['POST', '/event/fetchWishReservedData/7', { eventCode: CODE, password: '2580', reservationId: 'rsv_Two' }],
      ['POST', '/wish/unreserve/7', { eventCode: CODE, password: '2580', reservationId: 'rsv_Two' }],
    ]);
    // The cancelled reservation is no longer this browser's: '내 예약 확인' falls back to the other one.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.myReservations(CODE)) ?? '{}')).toEqual({ 7: ['rsv_One'] });
    jest.restoreAllMocks();
  });

  it("without &reservation= ('내 예약 확인') the PIN finds the reservation, and cancelling names the one it opened", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { calls, submitPin } = renderAt(
      `/event/wishReserved/7?code=${CODE}`,
      cancelWith(okAnswer(reservationView({ eventCode: CODE, reservationId: 'rsv_Mine' }))),
    );
    await submitPin('2580');
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: '예약 취소하기' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(MSG.reserve.cancelled));
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      [`/event/fetchWishReserverName/7?eventCode=${CODE}`, undefined],
      ['/event/fetchWishReservedData/7', { eventCode: CODE, password: '2580' }],
      ['/wish/unreserve/7', { eventCode: CODE, password: '2580', reservationId: 'rsv_Mine' }],
    ]);
    jest.restoreAllMocks();
  });
});
