import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type OwnerReservationView } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken } from '@babynews/testing';
import { ToastHost } from '@babynews/ui';
import OwnerReservationPage from './OwnerReservationPage';

/**
 * The owner's reservation view (ARCHITECTURE §4.7): the live reservation or "none now", the cancelled
 * reservations with both times in Asia/Seoul, the PIN lock and its unlock (confirm → call → toast →
 * reload), and the error state with retry.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();

const LOCKED: OwnerReservationView = {
  wishTitle: '아기 욕조',
  wishLink: 'https://www.coupang.com/vp/products/1',
  reservedName: '김하늘',
  reservedEmail: '010-1234-5678',
  reservedAt: '2026-11-23T06:04:00.000Z',
  orderStatus: 'PREPARING',
  // 2026-11-22 23:30 UTC is 2026-11-23 08:30 in Seoul: the date itself moves with the zone
  cancelledReservations: [
    { reservedName: '이모', reservedEmail: 'aunt@example.com', reservedAt: '2026-11-22T23:30:00.000Z', cancelledAt: '2026-11-23T00:05:00.000Z' },
  ],
  pinLock: { locked: true, lockedUntilUnlocked: true, lockedUntil: null, failedAttempts24h: 20 },
};
const FREE: OwnerReservationView = {
  ...LOCKED,
  reservedName: null,
  reservedEmail: null,
  reservedAt: null,
  orderStatus: null,
  cancelledReservations: [],
  pinLock: { locked: false, lockedUntilUnlocked: false, lockedUntil: null, failedAttempts24h: 0 },
};

function renderPage(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/event/wishReservation/7']}>
      <ToastHost />
      <Routes>
        <Route path="/event/wishReservation/:wishId" element={<OwnerReservationPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(TOKEN);
  confirm = jest.spyOn(window, 'confirm').mockImplementation(() => true);
});
afterEach(() => confirm.mockRestore());

describe("owner's reservation view (ARCHITECTURE §4.7)", () => {
  it('shows the reserver, the cancelled reservation in Asia/Seoul, and the lock held until unlocked', async () => {
    renderPage(() => okAnswer(LOCKED));
    expect(await screen.findByText('김하늘')).toBeTruthy();
    const history = screen.getByRole('list', { name: /취소된 예약/ });
    const entry = within(history).getByRole('listitem');
    expect(entry.textContent).toContain('이모');
    expect(entry.textContent).toContain('aunt@example.com');
    // (Node's ICU may print 'AM' where a browser prints '오전')
    expect(entry.textContent).toMatch(/예약 2026\. 11\. 23\. (오전|AM) 8:30 · 취소 2026\. 11\. 23\. (오전|AM) 9:05/);
    expect(screen.getByText(/잠금을 해제할 때까지/)).toBeTruthy();
    expect(screen.getByText('최근 24시간 동안 틀린 비밀번호 20회')).toBeTruthy();
  });

  it('a free wish says nobody reserved it now and shows neither lock nor unlock', async () => {
    renderPage(() => okAnswer(FREE));
    expect(await screen.findByText('지금은 예약한 사람이 없어요.')).toBeTruthy();
    expect(screen.getByText('취소된 예약이 없어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '잠금 해제하기' })).toBeNull();
  });

  it('unlock: confirm, POST unlock, toast, reload', async () => {
    let unlocked = false;
    const calls = renderPage((call) => {
      if (call.path === '/wish/reservation/7/unlock') {
        unlocked = true;
        return okAnswer({ wishId: 7, unlocked: true });
      }
      return okAnswer(unlocked ? { ...LOCKED, pinLock: FREE.pinLock } : LOCKED);
    });
    await userEvent.click(await screen.findByRole('button', { name: '잠금 해제하기' }));
    expect(confirm).toHaveBeenCalledWith(MSG.reserve.unlockConfirm);
    expect(await screen.findByText(MSG.reserve.unlocked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '잠금 해제하기' })).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /wish/reservation/7', 'POST /wish/reservation/7/unlock', 'GET /wish/reservation/7']);
  });

  it('a refused confirmation sends nothing', async () => {
    confirm.mockImplementation(() => false);
    const calls = renderPage(() => okAnswer(LOCKED));
    await userEvent.click(await screen.findByRole('button', { name: '잠금 해제하기' }));
    expect(calls).toHaveLength(1);
  });

  it('a server error shows the error state; retry loads again', async () => {
    let fail = true;
    renderPage(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(FREE)));
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('지금은 예약한 사람이 없어요.')).toBeTruthy();
  });

  it('surprise mode (ARCHITECTURE §4.20): reserved with its status, the name and contact read 비공개, the reveal day is named', async () => {
    const hidden = {
      ...LOCKED,
      reservedName: null,
      reservedEmail: null,
      cancelledReservations: [{ ...LOCKED.cancelledReservations[0]!, reservedName: '', reservedEmail: '' }],
      reserversHidden: true,
      revealDay: '2027-05-10',
      thanked: false,
    };
    renderPage(() => okAnswer(hidden));
    expect(await screen.findByText(MSG.parent.surpriseHidden('2027년 5월 10일'))).toBeTruthy();
    expect(screen.getByText('예약된 선물')).toBeTruthy();
    expect(screen.queryByText('지금은 예약한 사람이 없어요.')).toBeNull();
    expect(screen.getAllByText(MSG.parent.hiddenName)).toHaveLength(3);
  });

  it('an unknown wish (WISH_NOT_FOUND) says so', async () => {
    renderPage(() => errorAnswer('WISH_NOT_FOUND'));
    expect(await screen.findByText(MSG.wish.notFound)).toBeTruthy();
  });
});
