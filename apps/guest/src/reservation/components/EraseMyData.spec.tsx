import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ERASE_MSG, ERROR_CODES, type ReservationViewData } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { reservationView } from '../../testing/fixtures';
import WishReservedPage from '../WishReservedPage';

/**
 * '내 정보 삭제' on the reservation page (ARCHITECTURE §4.24): the dialog says what will happen for the
 * reservation's status, '그만두기' calls nothing, '삭제하기' sends the PIN the page was opened with and the
 * reservation's id, then the result replaces the reservation; a refusal stays in the dialog.
 */

const CODE = 'AbCdEf12';
const ERASE_PATH = '/wish/reservation/erase/7';

async function openReservation(view: ReservationViewData, eraseAnswer: FakeAnswer) {
  const calls = installFakeFetch((call: FakeCall) => {
    if (call.path.startsWith('/event/fetchWishReserverName/')) return okAnswer({ reservedName: '김*늘' });
    if (call.path === ERASE_PATH) return eraseAnswer;
    return okAnswer(view);
  });
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[`/event/wishReserved/7?code=${CODE}`]}>
      <Routes>
        <Route path="/event/wishReserved/:id" element={<WishReservedPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.type(await screen.findByLabelText('비밀번호 4자리'), '2580');
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByRole('heading', { name: '선물 예약이 완료되었어요' });
  return { calls, user, erases: () => calls.filter((c) => c.path === ERASE_PATH) };
}

beforeEach(() => localStorage.clear());

describe('erase dialog on the reservation page (ARCHITECTURE §4.24)', () => {
  it('explains that a 준비중 reservation is cancelled; keeping calls nothing; erasing sends the PIN and shows the result', async () => {
    const view = reservationView({ eventCode: CODE });
    const { user, erases } = await openReservation(view, okAnswer({ erased: 'deleted' }));

    await user.click(screen.getByRole('button', { name: ERASE_MSG.action }));
    const dialog = screen.getByRole('dialog', { name: ERASE_MSG.dialogTitle });
    expect(within(dialog).getByText(ERASE_MSG.reservationDeletes)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: ERASE_MSG.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(erases()).toEqual([]);

    await user.click(screen.getByRole('button', { name: ERASE_MSG.action }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ERASE_MSG.confirm }));
    expect(await screen.findByText(ERASE_MSG.deleted)).toBeTruthy();
    expect(erases().map((c) => [c.method, c.body])).toEqual([['POST', { eventCode: CODE, reservationId: view.reservationId, password: '2580' }]]);
    expect(screen.queryByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeNull();
    expect(screen.getByRole('link', { name: '소식으로 돌아가기' }).getAttribute('href')).toBe(`/event/${CODE}`);
  });

  it('explains that a reservation on its way stays without the name; a refusal shows the server’s message in the dialog', async () => {
    const { user, erases } = await openReservation(reservationView({ eventCode: CODE, orderStatus: 'SHIPPING' }), errorAnswer('RESERVATION_LOCKED'));

    await user.click(screen.getByRole('button', { name: ERASE_MSG.action }));
    const dialog = screen.getByRole('dialog', { name: ERASE_MSG.dialogTitle });
    expect(within(dialog).getByText(ERASE_MSG.reservationAnonymises)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: ERASE_MSG.confirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ERROR_CODES.RESERVATION_LOCKED.message);
    expect(erases()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeTruthy();
  });
});
