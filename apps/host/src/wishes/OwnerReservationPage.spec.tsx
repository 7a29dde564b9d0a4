import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { GIFT_MSG, MSG, type OwnerReservationDetails, type OwnerReservationView } from '@babynews/contracts';
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
  quantity: 1,
  reservedQuantity: 1,
  reservations: [
    {
      reservationId: 'res-only',
      reservedName: '김하늘',
      reservedEmail: '010-1234-5678',
      reservedAt: '2026-11-23T06:04:00.000Z',
      quantity: 1,
      orderStatus: 'PREPARING',
      thanked: false,
    },
  ],
};
const FREE: OwnerReservationView = {
  ...LOCKED,
  reservedName: null,
  reservedEmail: null,
  reservedAt: null,
  orderStatus: null,
  cancelledReservations: [],
  pinLock: { locked: false, lockedUntilUnlocked: false, lockedUntil: null, failedAttempts24h: 0 },
  reservedQuantity: 0,
  reservations: [],
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
      reservations: LOCKED.reservations.map((row) => ({ ...row, reservedName: null, reservedEmail: null })),
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

/** A diaper pack of 4 taken by two relatives (ARCHITECTURE §4.22). */
const SHARED: OwnerReservationDetails = {
  ...FREE,
  wishTitle: '기저귀 4박스',
  quantity: 4,
  reservedQuantity: 3,
  reservedName: '이모',
  reservedEmail: 'aunt@example.com',
  reservedAt: '2026-11-23T01:00:00.000Z',
  orderStatus: 'PREPARING',
  reservations: [
    {
      reservationId: 'res-aunt',
      reservedName: '이모',
      reservedEmail: 'aunt@example.com',
      reservedAt: '2026-11-23T01:00:00.000Z',
      quantity: 1,
      orderStatus: 'PREPARING',
      thanked: false,
    },
    {
      reservationId: 'res-uncle',
      reservedName: '삼촌',
      reservedEmail: 'uncle@example.com',
      reservedAt: '2026-11-23T02:00:00.000Z',
      quantity: 2,
      orderStatus: 'SHIPPING',
      thanked: true,
    },
  ],
  reserversHidden: false,
  revealDay: null,
  thanked: false,
};

const reservation = (n: number) => screen.getByRole('listitem', { name: `예약 ${n}` });

describe("owner's reservation view: several reservations of one wish (ARCHITECTURE §4.22)", () => {
  it('shows reserved of quantity and every reservation with its units, status and thank-you mark', async () => {
    renderPage(() => okAnswer(SHARED));
    expect(await screen.findByText(GIFT_MSG.reservedOf(3, 4))).toBeTruthy();
    const list = screen.getByRole('list', { name: GIFT_MSG.reservationsTitle });
    expect(within(list).getAllByRole('listitem', { name: /^예약 \d$/ })).toHaveLength(2);
    expect(reservation(1).textContent).toContain('이모');
    expect(reservation(1).textContent).toContain(`${GIFT_MSG.quantityLabel}${GIFT_MSG.units(1)}`);
    expect(reservation(2).textContent).toContain('삼촌');
    expect(reservation(2).textContent).toContain(`${GIFT_MSG.quantityLabel}${GIFT_MSG.units(2)}`);
    expect((within(reservation(1)).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect((within(reservation(2)).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it("'배송 완료' on the second reservation sends its reservationId, then reloads", async () => {
    let delivered = false;
    const calls = renderPage((call) => {
      if (call.method === 'PUT') {
        delivered = true;
        return okAnswer({ wishId: 7, orderStatus: 'DELIVERED' });
      }
      return okAnswer(delivered ? { ...SHARED, reservations: [SHARED.reservations[0]!, { ...SHARED.reservations[1]!, orderStatus: 'DELIVERED' }] } : SHARED);
    });
    await screen.findByText(GIFT_MSG.reservedOf(3, 4));
    await userEvent.click(within(reservation(2)).getByRole('button', { name: /배송 완료/ }));
    expect(await screen.findByText(MSG.reserve.statusChanged)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/wish/reservation/7/status', { orderStatus: 'DELIVERED', reservationId: 'res-uncle' }],
    ]);
    await waitFor(() => expect(within(reservation(2)).queryByRole('button', { name: /배송 완료/ })).toBeNull());
    // the first reservation keeps its own button
    expect(within(reservation(1)).getByRole('button', { name: /배송 완료/ })).toBeTruthy();
  });

  it("'감사 인사 완료' saves the one reservation with its reservationId; a failed save puts it back with an alert", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let fail = false;
    const calls = renderPage((call) => {
      if (call.method === 'PUT') return fail ? errorAnswer('INTERNAL_ERROR') : okAnswer({ wishId: 7, reservationId: 'res-aunt', thanked: true });
      return okAnswer(SHARED);
    });
    await screen.findByText(GIFT_MSG.reservedOf(3, 4));
    const box = within(reservation(1)).getByRole('checkbox') as HTMLInputElement;
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/wish/reservation/7/thanked', { thanked: true, reservationId: 'res-aunt' }],
    ]);
    // the other reservation's mark is untouched
    expect((within(reservation(2)).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    fail = true;
    const other = within(reservation(2)).getByRole('checkbox') as HTMLInputElement;
    await userEvent.click(other);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MSG.parent.thankedFailed));
    expect(other.checked).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ thanked: false, reservationId: 'res-uncle' });
    alert.mockRestore();
  });

  it('surprise mode hides every reserver of the wish; units and statuses stay', async () => {
    const hidden: OwnerReservationDetails = {
      ...SHARED,
      reservedName: null,
      reservedEmail: null,
      reserversHidden: true,
      revealDay: null,
      reservations: SHARED.reservations.map((row) => ({ ...row, reservedName: null, reservedEmail: null })),
    };
    renderPage(() => okAnswer(hidden));
    expect(await screen.findByText(MSG.parent.surpriseHidden(null))).toBeTruthy();
    expect(within(reservation(1)).getAllByText(MSG.parent.hiddenName)).toHaveLength(2);
    expect(within(reservation(2)).getAllByText(MSG.parent.hiddenName)).toHaveLength(2);
    expect(reservation(2).textContent).toContain(GIFT_MSG.units(2));
    expect(document.body.textContent).not.toContain('삼촌');
  });
});
