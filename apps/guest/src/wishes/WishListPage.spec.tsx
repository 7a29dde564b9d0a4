import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CONSENT_MSG, GIFT_MSG, STORAGE_KEYS, type EventInfo } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { publicEvent, publicWish, reservationView } from '../testing/fixtures';
import WishReservedPage from '../reservation/WishReservedPage';
import WishListPage from './WishListPage';

/**
 * The public wish list with quantities and group gifts (ARCHITECTURE §4.22): '4개 중 2개 예약됨', the
 * stepper's quantity in the reserve call, the answer's reservationId in the reservation page's URL, a
 * 409 for more units than remain, and the group gift's progress bar.
 */

const CODE = 'AbCdEf12';
const DIAPERS = publicWish({ id: 1, title: '기저귀', quantity: 4, reservedQuantity: 2 });
const WIPES = publicWish({ id: 2, title: '물티슈', quantity: 3, reservedQuantity: 3, isReserved: true });
const STROLLER = publicWish({ id: 3, title: '유모차', price: 400_000, groupGift: true, fundedAmount: 120_000, giverCount: 3 });
const CRIB = publicWish({ id: 4, title: '아기 침대', price: 200_000, groupGift: true, fundedAmount: 200_000, giverCount: 4, isReserved: true });

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the list of `event` (a function: what the next read answers); `answer` handles the other calls. */
function renderList(
  event: EventInfo | (() => EventInfo),
  answer: (call: FakeCall) => FakeAnswer | undefined = () => undefined,
  reservationPage: ReactElement = <LocationProbe />,
) {
  const calls = installFakeFetch((call) => {
    const special = answer(call);
    if (special) return special;
    if (call.path === `/event/fetchInfoByCode/${CODE}`) return okAnswer(typeof event === 'function' ? event() : event);
    return errorAnswer('NOT_FOUND');
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/event/wishList/${CODE}`]}>
      <Routes>
        <Route path="/event/wishList/:code" element={<WishListPage />} />
        <Route path="/event/wishReserved/:id" element={reservationPage} />
      </Routes>
    </MemoryRouter>,
  );
  const reads = () => calls.filter((c) => c.path === `/event/fetchInfoByCode/${CODE}`).length;
  return { calls, user, reads };
}

// the confetti after a reservation: jsdom has no canvas (the component then ends at once)
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const card = (title: string) => screen.getByRole('article', { name: title });

describe('quantities on the public list (ARCHITECTURE §4.22)', () => {
  it("shows '4개 중 2개 예약됨' and keeps a partly reserved wish reservable, with '내 예약 확인' asking for the PIN only", async () => {
    const { calls } = renderList(publicEvent({ code: CODE, wishList: [DIAPERS, WIPES] }));
    await screen.findByRole('article', { name: '기저귀' });
    const diapers = within(card('기저귀'));
    expect(diapers.getByText('4개 중 2개 예약됨')).toBeTruthy();
    expect(diapers.getByRole('button', { name: '기저귀 선물 예약하기' })).toBeTruthy();
    // no reservation made in this browser: no reservationId (the API opens the wish's only reservation)
    expect(diapers.getByRole('link', { name: `기저귀 ${GIFT_MSG.myReservation}` }).getAttribute('href')).toBe(`/event/wishReserved/1?code=${CODE}`);
    expect(diapers.queryByText('예약 완료')).toBeNull();

    const wipes = within(card('물티슈'));
    expect(wipes.getByText('3개 중 3개 예약됨')).toBeTruthy();
    expect(wipes.getByText('예약 완료')).toBeTruthy();
    expect(wipes.queryByRole('button', { name: /선물 예약하기/ })).toBeNull();
    expect(wipes.getByRole('link', { name: `물티슈 ${GIFT_MSG.myReservation}` })).toBeTruthy();
    // several reservers: no single masked name is asked for
    expect(calls.filter((c) => c.path.startsWith('/event/fetchWishReserverName/'))).toEqual([]);
  });

  it('reserves the units chosen with the stepper and opens the reservation page of the answered reservationId', async () => {
    const { calls, user } = renderList(publicEvent({ code: CODE, wishList: [DIAPERS] }), (call) =>
      call.path === '/wish/reserve/1'
        ? { status: 201, body: { wishId: 1, reservationId: 'rsv_Zx9-abc', quantity: 2, reservedQuantity: 4, isReserved: true } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: '기저귀 선물 예약하기' }));
    const dialog = await reserveDialog();
    await user.click(dialog.getByRole('button', { name: GIFT_MSG.quantityIncrease }));
    await user.type(dialog.getByLabelText('이름'), '김하늘');
    await user.type(dialog.getByLabelText('전화번호 또는 이메일'), 'aunt@example.com');
    await user.type(dialog.getByLabelText('확인 비밀번호'), '2580');
    await user.click(dialog.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    await user.click(dialog.getByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/event/wishReserved/1?code=${CODE}&reservation=rsv_Zx9-abc`));
    expect(calls.find((c) => c.path === '/wish/reserve/1')?.body).toEqual({
      eventCode: CODE,
      reservedName: '김하늘',
      reservedEmail: 'aunt@example.com',
      reservedPassword: '2580',
      quantity: 2,
      privacyConsent: true,
    });
  });

  it("remembers the answered reservationId in this browser, so '내 예약 확인' later names it (ARCHITECTURE §4.7)", async () => {
    const { user } = renderList(publicEvent({ code: CODE, wishList: [DIAPERS] }), (call) =>
      call.path === '/wish/reserve/1'
        ? { status: 201, body: { wishId: 1, reservationId: 'rsv_Kept1', quantity: 1, reservedQuantity: 3, isReserved: false } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: '기저귀 선물 예약하기' }));
    const dialog = await reserveDialog();
    await user.type(dialog.getByLabelText('이름'), '김하늘');
    await user.type(dialog.getByLabelText('전화번호 또는 이메일'), 'aunt@example.com');
    await user.type(dialog.getByLabelText('확인 비밀번호'), '2580');
    await user.click(dialog.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    await user.click(dialog.getByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('reservation=rsv_Kept1'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.myReservations(CODE)) ?? '{}')).toEqual({ 1: ['rsv_Kept1'] });
  });

  it("'내 예약 확인' carries the reservation this browser made (several relatives share the wish)", async () => {
    localStorage.setItem(STORAGE_KEYS.myReservations(CODE), JSON.stringify({ 1: ['rsv_Old', 'rsv_Mine'] }));
    renderList(publicEvent({ code: CODE, wishList: [DIAPERS, WIPES] }));
    await screen.findByRole('article', { name: '기저귀' });
    expect(
      within(card('기저귀'))
        .getByRole('link', { name: `기저귀 ${GIFT_MSG.myReservation}` })
        .getAttribute('href'),
    ).toBe(`/event/wishReserved/1?code=${CODE}&reservation=rsv_Mine`);
    expect(
      within(card('물티슈'))
        .getByRole('link', { name: `물티슈 ${GIFT_MSG.myReservation}` })
        .getAttribute('href'),
    ).toBe(`/event/wishReserved/2?code=${CODE}`);
  });

  it('the reservation page then unlocks that very reservation with the PIN just chosen', async () => {
    const { calls, user } = renderList(
      publicEvent({ code: CODE, wishList: [DIAPERS] }),
      (call) => {
        if (call.path === '/wish/reserve/1')
          return { status: 201, body: { wishId: 1, reservationId: 'rsv_Zx9', quantity: 1, reservedQuantity: 3, isReserved: false } };
        if (call.path.startsWith('/event/fetchWishReserverName/1')) return okAnswer({ reservedName: '김*늘' });
        if (call.path === '/event/fetchWishReservedData/1')
          return okAnswer(reservationView({ eventCode: CODE, reservationId: 'rsv_Zx9', wishTitle: '기저귀' }));
        return undefined;
      },
      <WishReservedPage />,
    );
    await user.click(await screen.findByRole('button', { name: '기저귀 선물 예약하기' }));
    const dialog = await reserveDialog();
    await user.type(dialog.getByLabelText('이름'), '김하늘');
    await user.type(dialog.getByLabelText('전화번호 또는 이메일'), 'aunt@example.com');
    await user.type(dialog.getByLabelText('확인 비밀번호'), '2580');
    await user.click(dialog.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    await user.click(dialog.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('WishReserve')).map((c) => [c.path, c.body])).toEqual([
      [`/event/fetchWishReserverName/1?eventCode=${CODE}&reservationId=rsv_Zx9`, undefined],
      ['/event/fetchWishReservedData/1', { eventCode: CODE, password: '2580', reservationId: 'rsv_Zx9' }],
    ]);
  });

  it('RESERVATION_QUANTITY_EXCEEDED shows how many remain, reloads the list and lowers the stepper to it', async () => {
    let event = publicEvent({ code: CODE, wishList: [DIAPERS] });
    const { user, reads } = renderList(
      () => event,
      (call) => (call.path === '/wish/reserve/1' ? errorAnswer('RESERVATION_QUANTITY_EXCEEDED', GIFT_MSG.quantityRemaining(1)) : undefined),
    );
    await user.click(await screen.findByRole('button', { name: '기저귀 선물 예약하기' }));
    const dialog = await reserveDialog();
    await user.click(dialog.getByRole('button', { name: GIFT_MSG.quantityIncrease }));
    expect(dialog.getByText('2개')).toBeTruthy();
    await user.type(dialog.getByLabelText('이름'), '김하늘');
    await user.type(dialog.getByLabelText('전화번호 또는 이메일'), 'aunt@example.com');
    await user.type(dialog.getByLabelText('확인 비밀번호'), '2580');
    await user.click(dialog.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    // meanwhile another relative took one more unit: the reload answers 3 of 4 reserved
    event = publicEvent({ code: CODE, wishList: [{ ...DIAPERS, reservedQuantity: 3 }] });
    const readsBefore = reads();
    await user.click(dialog.getByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('남은 수량은 1개입니다. 1개 이하로 선택해주세요.'));
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
    await waitFor(() => expect(within(card('기저귀')).getByText('4개 중 3개 예약됨')).toBeTruthy());
    // one unit left: no stepper any more
    expect(dialog.queryByRole('button', { name: GIFT_MSG.quantityIncrease })).toBeNull();
  });
});

describe('group gifts on the public list (ARCHITECTURE §4.22)', () => {
  it('shows the funded total as a progress bar with the giver count, never names, and offers 함께 선물하기', async () => {
    renderList(publicEvent({ code: CODE, wishList: [STROLLER, CRIB] }));
    await screen.findByRole('article', { name: '유모차' });
    const stroller = within(card('유모차'));
    const bar = stroller.getByRole('progressbar');
    expect([bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['0', '120000', '400000']);
    expect(bar.getAttribute('aria-label')).toBe('120,000원 / 400,000원 · 3명 참여');
    expect(stroller.getByRole('button', { name: `유모차 ${GIFT_MSG.groupGiftLabel}` })).toBeTruthy();
    expect(stroller.queryByRole('button', { name: /선물 예약하기/ })).toBeNull();

    const crib = within(card('아기 침대'));
    expect(crib.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('200000');
    expect(crib.getByText(GIFT_MSG.fullyFunded)).toBeTruthy();
    expect(crib.queryByRole('button')).toBeNull();
  });

  it("'함께 선물하기' opens the pledge modal (loaded on the click) capped at what remains", async () => {
    const { user } = renderList(publicEvent({ code: CODE, wishList: [STROLLER] }));
    await user.click(await screen.findByRole('button', { name: `유모차 ${GIFT_MSG.groupGiftLabel}` }));
    // a spinner in the modal while its code loads, then the form
    expect(screen.getByRole('dialog', { name: GIFT_MSG.groupGiftLabel }).textContent).toContain('불러오는 중');
    await screen.findByLabelText(GIFT_MSG.pledgeAmountLabel);
    const dialog = screen.getByRole('dialog', { name: GIFT_MSG.groupGiftLabel });
    expect(dialog.textContent).toContain('남은 금액은 280,000원이에요.');
  });
});

/** The reserve modal once its code has loaded (it is fetched on the click that opens it). */
async function reserveDialog() {
  await screen.findByLabelText('이름');
  return within(screen.getByRole('dialog', { name: '선물 예약하기' }));
}
