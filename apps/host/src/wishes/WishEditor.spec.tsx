import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { GIFT_MSG, type SimilarWishesResponse } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken } from '@babynews/testing';
import { ToastHost } from '@babynews/ui';
import type { OwnerEventInfo, OwnerWish } from './api/wishApi';
import EditWishListPage from './EditWishListPage';

/**
 * The wish editor's gift fields and near-duplicate warning (ARCHITECTURE §4.22): quantity (stepper 1–99)
 * and '함께 선물하기' are sent; a group gift needs a price; before saving, `GET /api/wish/similar/{code}`
 * (with excludeWishId when editing) may open a warning whose '그래도 저장' saves and '취소' does not; a
 * failed check never blocks the save; the server's 409s keep every typed field. The list shows units
 * and a group gift's funded progress.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();
const CODE = 'abcdefgh12345678';

function wish(id: number, title: string, extra: Partial<OwnerWish> = {}): OwnerWish {
  return {
    id,
    title,
    description: '',
    link: '',
    linkType: 'OTHERS',
    price: null,
    imageUrl: null,
    autoExtractedTitle: null,
    isReserved: false,
    imagePath: null,
    orderStatus: null,
    cancelledReservationCount: 0,
    pinLocked: false,
    neededBy: null,
    mostWanted: false,
    sortOrder: id,
    quantity: 1,
    reservedQuantity: 0,
    groupGift: false,
    fundedAmount: 0,
    giverCount: 0,
    ...extra,
  };
}

const DIAPERS = wish(1, '기저귀 4박스', { quantity: 4, reservedQuantity: 2, orderStatus: 'PREPARING', link: 'https://www.coupang.com/vp/products/111' });
const STROLLER = wish(2, '유모차', { price: 400000, groupGift: true, fundedAmount: 120000, giverCount: 3 });
const WIPES = wish(3, '아기 물티슈 20매', { link: 'https://www.coupang.com/vp/products/555?itemId=1' });

const EVENT = {
  code: CODE,
  title: '콩이가 와요',
  description: '',
  displayName: '콩이엄마',
  username: 'kongi_mom',
  isOwner: true,
  wishList: [DIAPERS, STROLLER, WIPES],
  quizList: [],
  postCode: '',
  address: '',
  detailAddress: '',
  followers: [],
} satisfies OwnerEventInfo;

const NONE: SimilarWishesResponse = { candidates: [] };
const SIMILAR: SimilarWishesResponse = {
  candidates: [
    { wishId: 3, title: '아기 물티슈 20매', link: WIPES.link, reason: 'SAME_PRODUCT' },
    { wishId: 9, title: '아기물티슈 20 매', link: '', reason: 'SAME_TITLE' },
  ],
};

type Handler = (call: FakeCall) => FakeAnswer | undefined;

/** Renders the editor; `handler` answers what it knows, everything else gets the news page / the saved wish. */
function renderPage(handler: Handler = () => undefined) {
  const calls = installFakeFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path.startsWith('/wish/similar/')) return okAnswer(NONE);
    if (call.method === 'POST' && call.path === `/wish/create/${CODE}`) return { status: 201, body: wish(50, (call.body as { title: string }).title) };
    if (call.method === 'PUT' && call.path.startsWith('/wish/update/')) return okAnswer(wish(3, (call.body as { title: string }).title));
    return okAnswer(EVENT);
  });
  render(
    <MemoryRouter initialEntries={[`/event/editWishList/${CODE}`]}>
      <ToastHost />
      <Routes>
        <Route path="/event/editWishList/:eventCode" element={<EditWishListPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const similarCalls = (calls: FakeCall[]) => calls.filter((c) => c.path.startsWith('/wish/similar/'));
const saves = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST' || c.method === 'PUT');
const queryOf = (call: FakeCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);

/** Opens the add form and types a title and a link. */
async function openAddForm(title = '아기물티슈 20 매', link = 'https://www.coupang.com/vp/products/555?src=share') {
  await userEvent.click(await screen.findByRole('button', { name: /위시리스트 추가/ }));
  const form = screen.getByRole('form', { name: '위시리스트 추가' });
  await userEvent.type(within(form).getByLabelText('제목'), title);
  if (link) await userEvent.type(within(form).getByLabelText('상품 링크'), link);
  return form;
}

beforeEach(() => {
  useSession.getState().login(TOKEN);
});

describe('wish editor: quantity and group gift (ARCHITECTURE §4.22)', () => {
  it('the stepper sets the quantity (default 1) and the create sends quantity and groupGift', async () => {
    const calls = renderPage();
    const form = await openAddForm('기저귀', '');
    const quantity = within(form).getByLabelText(GIFT_MSG.quantityLabel) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    expect((within(form).getByRole('button', { name: GIFT_MSG.quantityDecrease }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: GIFT_MSG.quantityIncrease }));
    await userEvent.click(within(form).getByRole('button', { name: GIFT_MSG.quantityIncrease }));
    expect(quantity.value).toBe('3');
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ title: '기저귀', quantity: 3, groupGift: false });
    await waitFor(() => expect(screen.queryByRole('form', { name: '위시리스트 추가' })).toBeNull());
  });

  it("'함께 선물하기' with a price is sent as groupGift: true", async () => {
    const calls = renderPage();
    const form = await openAddForm('카시트', '');
    await userEvent.type(within(form).getByLabelText('가격 (원)'), '300000');
    await userEvent.click(within(form).getByRole('checkbox', { name: GIFT_MSG.groupGiftLabel }));
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ title: '카시트', price: 300000, groupGift: true, quantity: 1 });
  });

  it('a group gift without a price says so under the switch and on submit, and nothing is sent', async () => {
    const calls = renderPage();
    const form = await openAddForm('카시트', '');
    await userEvent.click(within(form).getByRole('checkbox', { name: GIFT_MSG.groupGiftLabel }));
    expect(within(form).getByText(GIFT_MSG.groupGiftNeedsPrice)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    expect(within(form).getAllByText(GIFT_MSG.groupGiftNeedsPrice)).toHaveLength(2);
    expect(saves(calls)).toHaveLength(0);
    expect(similarCalls(calls)).toHaveLength(0);
    // typing a price clears the warning under the switch
    await userEvent.type(within(form).getByLabelText('가격 (원)'), '1000');
    await waitFor(() => expect(within(form).queryAllByText(GIFT_MSG.groupGiftNeedsPrice).length).toBeLessThan(2));
  });

  it('a typed quantity out of 1–99 shows the schema message and sends nothing', async () => {
    const calls = renderPage();
    const form = await openAddForm('기저귀', '');
    const quantity = within(form).getByLabelText(GIFT_MSG.quantityLabel);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    expect(await within(form).findByText(GIFT_MSG.quantityInvalid)).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);
  });

  it('WISH_QUANTITY_BELOW_RESERVED on an edit shows the server text and keeps every typed field', async () => {
    const calls = renderPage((call) => (call.method === 'PUT' ? errorAnswer('WISH_QUANTITY_BELOW_RESERVED', GIFT_MSG.quantityBelowReserved(2)) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: '기저귀 4박스 수정' }));
    const form = screen.getByRole('form', { name: '위시리스트 수정' });
    expect(within(form).getByText(GIFT_MSG.reservedOf(2, 4))).toBeTruthy();
    const quantity = within(form).getByLabelText(GIFT_MSG.quantityLabel) as HTMLInputElement;
    expect(quantity.value).toBe('4');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.type(within(form).getByLabelText('설명'), '팸퍼스 3단계');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));

    expect(await within(form).findByText(GIFT_MSG.quantityBelowReserved(2))).toBeTruthy();
    expect(saves(calls).map((c) => [c.path, (c.body as { quantity: number }).quantity])).toEqual([['/wish/update/1', 1]]);
    expect(quantity.value).toBe('1');
    expect((within(form).getByLabelText('설명') as HTMLTextAreaElement).value).toBe('팸퍼스 3단계');
    expect((within(form).getByLabelText('제목') as HTMLInputElement).value).toBe('기저귀 4박스');
    // title and link unchanged: no near-duplicate check on this edit
    expect(similarCalls(calls)).toHaveLength(0);
  });

  it('WISH_GIFT_MODE_LOCKED shows its text and the switch stays as chosen', async () => {
    renderPage((call) => (call.method === 'PUT' ? errorAnswer('WISH_GIFT_MODE_LOCKED') : undefined));
    await userEvent.click(await screen.findByRole('button', { name: '아기 물티슈 20매 수정' }));
    const form = screen.getByRole('form', { name: '위시리스트 수정' });
    await userEvent.type(within(form).getByLabelText('가격 (원)'), '9900');
    const toggle = within(form).getByRole('checkbox', { name: GIFT_MSG.groupGiftLabel }) as HTMLInputElement;
    await userEvent.click(toggle);
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    expect(await within(form).findByText(GIFT_MSG.giftModeLocked)).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });

  it('a wish with reservations or pledges cannot switch its gift mode in the form', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '유모차 수정' }));
    const form = screen.getByRole('form', { name: '위시리스트 수정' });
    expect((within(form).getByRole('checkbox', { name: GIFT_MSG.groupGiftLabel }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getByText(GIFT_MSG.giftModeLocked)).toBeTruthy();
  });
});

describe('wish editor: near-duplicate warning (ARCHITECTURE §4.22)', () => {
  it('candidates open a dialog with each title and reason; 그래도 저장 saves', async () => {
    const calls = renderPage((call) => (call.path.startsWith('/wish/similar/') ? okAnswer(SIMILAR) : undefined));
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));

    const dialog = await screen.findByRole('dialog', { name: GIFT_MSG.similarTitle });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `아기 물티슈 20매${GIFT_MSG.similarReason.SAME_PRODUCT}`,
      `아기물티슈 20 매${GIFT_MSG.similarReason.SAME_TITLE}`,
    ]);
    const [check] = similarCalls(calls);
    expect(check!.path.startsWith(`/wish/similar/${CODE}?`)).toBe(true);
    expect(queryOf(check!)).toEqual({ title: '아기물티슈 20 매', link: 'https://www.coupang.com/vp/products/555?src=share' });
    expect(saves(calls)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: GIFT_MSG.similarSaveAnyway }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({ method: 'POST', path: `/wish/create/${CODE}`, body: { title: '아기물티슈 20 매' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('form', { name: '위시리스트 추가' })).toBeNull());
  });

  it('취소 closes the warning, sends nothing and keeps the form as typed', async () => {
    const calls = renderPage((call) => (call.path.startsWith('/wish/similar/') ? okAnswer(SIMILAR) : undefined));
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    const dialog = await screen.findByRole('dialog', { name: GIFT_MSG.similarTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: GIFT_MSG.similarCancel }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves(calls)).toHaveLength(0);
    expect((within(form).getByLabelText('제목') as HTMLInputElement).value).toBe('아기물티슈 20 매');
    expect((within(form).getByRole('button', { name: '추가하기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Esc on the warning cancels like 취소', async () => {
    const calls = renderPage((call) => (call.path.startsWith('/wish/similar/') ? okAnswer(SIMILAR) : undefined));
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    await screen.findByRole('dialog', { name: GIFT_MSG.similarTitle });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves(calls)).toHaveLength(0);
  });

  it('no candidates: saved at once without a dialog', async () => {
    const calls = renderPage();
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(similarCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed check (server error) never blocks: the wish is saved', async () => {
    const calls = renderPage((call) => (call.path.startsWith('/wish/similar/') ? errorAnswer('INTERNAL_ERROR') : undefined));
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('form', { name: '위시리스트 추가' })).toBeNull());
  });

  it('a failed check (network down) never blocks: the wish is saved', async () => {
    const calls = renderPage((call) => {
      if (call.path.startsWith('/wish/similar/')) throw new Error('offline');
      return undefined;
    });
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
  });

  it('an edit that changes the title asks with excludeWishId and can still be saved', async () => {
    const calls = renderPage((call) =>
      call.path.startsWith('/wish/similar/')
        ? okAnswer({ candidates: [{ wishId: 1, title: '기저귀 4박스', link: DIAPERS.link, reason: 'SAME_LINK' }] })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: '아기 물티슈 20매 수정' }));
    const form = screen.getByRole('form', { name: '위시리스트 수정' });
    const title = within(form).getByLabelText('제목');
    await userEvent.clear(title);
    await userEvent.type(title, '기저귀');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));

    const dialog = await screen.findByRole('dialog', { name: GIFT_MSG.similarTitle });
    expect(dialog.textContent).toContain(GIFT_MSG.similarReason.SAME_LINK);
    expect(queryOf(similarCalls(calls)[0]!)).toEqual({ title: '기저귀', link: WIPES.link, excludeWishId: '3' });
    await userEvent.click(within(dialog).getByRole('button', { name: GIFT_MSG.similarSaveAnyway }));
    await waitFor(() => expect(saves(calls).map((c) => [c.method, c.path])).toEqual([['PUT', '/wish/update/3']]));
  });
});

describe('wish list: units and group-gift progress (ARCHITECTURE §4.22)', () => {
  it('a wish of several units shows reserved of quantity; a group gift shows funded of price, givers and a progress bar', async () => {
    renderPage();
    const diapers = await screen.findByRole('article', { name: '기저귀 4박스' });
    expect(within(diapers).getByText(GIFT_MSG.reservedOf(2, 4))).toBeTruthy();
    // partly reserved: the reservation link is there although the wish is not fully reserved
    expect(
      within(diapers)
        .getByRole('link', { name: /예약자 정보 보기/ })
        .getAttribute('href'),
    ).toBe('/event/wishReservation/1');

    const stroller = screen.getByRole('article', { name: '유모차' });
    expect(within(stroller).getByText(GIFT_MSG.fundedOf('120,000원', '400,000원', 3))).toBeTruthy();
    const bar = within(stroller).getByRole('progressbar') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([120000, 400000]);
    expect(
      within(stroller)
        .getByRole('link', { name: new RegExp(GIFT_MSG.pledgesLink) })
        .getAttribute('href'),
    ).toBe(`/event/summary/${CODE}`);
    expect(within(stroller).queryByText(/예약자 정보 보기/)).toBeNull();
  });
});
