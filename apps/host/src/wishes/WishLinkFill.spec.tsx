import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LINK_PREVIEW_MSG, MSG, type WishLinkPreview } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { deferred, errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken } from '@babynews/testing';
import { ToastHost } from '@babynews/ui';
import type { OwnerEventInfo } from './api/wishApi';
import EditWishListPage from './EditWishListPage';

/**
 * '링크로 채우기' in the wish form (ARCHITECTURE "Universal add"): it sends the typed link to
 * `POST /api/wish/linkPreview`, fills the title, the price and the picture it answers (each still
 * editable; the picture is saved as the wish's `imagePath` as if uploaded), says when nothing was found,
 * shows the server's or the fallback's Korean text on failure, and checks the link before calling.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();
const CODE = 'abcdefgh12345678';
const LINK = 'https://www.coupang.com/vp/products/7777';
const FOUND: WishLinkPreview = {
  title: '스와들업 오리지널 M',
  price: 39900,
  imagePath: 'wish/7-1700000000001-0a1b2c3d4e60.webp',
  imageUrl: 'https://babynews.test/uploads/wish/7-1700000000001-0a1b2c3d4e60.webp',
};

const EVENT = {
  code: CODE,
  title: '콩이가 와요',
  description: '',
  displayName: '콩이엄마',
  username: 'kongi_mom',
  isOwner: true,
  wishList: [],
  quizList: [],
  postCode: '',
  address: '',
  detailAddress: '',
  followers: [],
} satisfies OwnerEventInfo;

type Handler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer> | undefined;

function renderPage(handler: Handler) {
  const calls = installFakeFetch((call) => {
    if (call.path === '/wish/linkPreview') return handler(call)!;
    if (call.method === 'GET' && call.path.startsWith('/wish/similar/')) return okAnswer({ candidates: [] });
    if (call.method === 'POST' && call.path === `/wish/create/${CODE}`) return { status: 201, body: { id: 50, ...(call.body as object) } };
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

async function openAddForm(link = LINK) {
  await userEvent.click(await screen.findByRole('button', { name: /위시리스트 추가/ }));
  const form = screen.getByRole('form', { name: '위시리스트 추가' });
  if (link) await userEvent.type(within(form).getByLabelText('상품 링크'), link);
  return form;
}

const previews = (calls: FakeCall[]) => calls.filter((c) => c.path === '/wish/linkPreview');
const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  useSession.getState().login(TOKEN);
});

describe('wish form: 링크로 채우기 (ARCHITECTURE "Universal add")', () => {
  it('fills title, price and picture (with a loading state); each stays editable and the picture is saved as imagePath', async () => {
    const gate = deferred();
    const calls = renderPage(async () => {
      await gate.promise;
      return okAnswer(FOUND);
    });
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: LINK_PREVIEW_MSG.action }));
    expect(await within(form).findByText(LINK_PREVIEW_MSG.loading)).toBeTruthy();
    expect(previews(calls).map((c) => c.body)).toEqual([{ url: LINK }]);
    gate.resolve();

    expect(await within(form).findByText(LINK_PREVIEW_MSG.filled)).toBeTruthy();
    expect(input(form, '제목').value).toBe(FOUND.title);
    expect(input(form, '가격 (원)').value).toBe('39,900');
    expect(within(form).getByRole('img').getAttribute('src')).toBe(FOUND.imageUrl);

    await userEvent.type(input(form, '제목'), ' 2개');
    await userEvent.click(within(form).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/wish/create/${CODE}`)).toBe(true));
    expect(calls.find((c) => c.path === `/wish/create/${CODE}`)!.body).toMatchObject({
      title: `${FOUND.title} 2개`,
      link: LINK,
      price: 39900,
      imagePath: FOUND.imagePath,
    });
  });

  it('a page without product facts says so and keeps what was typed', async () => {
    renderPage(() => okAnswer({ title: null, price: null, imagePath: null, imageUrl: null }));
    const form = await openAddForm();
    await userEvent.type(input(form, '제목'), '내가 쓴 제목');
    await userEvent.click(within(form).getByRole('button', { name: LINK_PREVIEW_MSG.action }));
    expect(await within(form).findByText(LINK_PREVIEW_MSG.nothing)).toBeTruthy();
    expect(input(form, '제목').value).toBe('내가 쓴 제목');
    expect(input(form, '가격 (원)').value).toBe('');
    expect(within(form).queryByRole('img')).toBeNull();
  });

  it('only what was found is filled: a title alone leaves the typed price', async () => {
    renderPage(() => okAnswer({ title: '제목만', price: null, imagePath: null, imageUrl: null }));
    const form = await openAddForm();
    await userEvent.type(input(form, '가격 (원)'), '1000');
    await userEvent.click(within(form).getByRole('button', { name: LINK_PREVIEW_MSG.action }));
    await waitFor(() => expect(input(form, '제목').value).toBe('제목만'));
    expect(input(form, '가격 (원)').value).toBe('1,000');
  });

  it("a refusal shows the server's Korean text; a network failure the fallback", async () => {
    let fail: FakeAnswer = errorAnswer('RATE_LIMITED', LINK_PREVIEW_MSG.tooMany);
    renderPage(() => fail);
    const form = await openAddForm();
    await userEvent.click(within(form).getByRole('button', { name: LINK_PREVIEW_MSG.action }));
    expect((await within(form).findByRole('alert')).textContent).toBe(LINK_PREVIEW_MSG.tooMany);
    fail = { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } };
    await userEvent.click(within(form).getByRole('button', { name: LINK_PREVIEW_MSG.action }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(LINK_PREVIEW_MSG.failed));
  });

  it('no link or a link that is not http(s) is refused in the form, without a call', async () => {
    const calls = renderPage(() => okAnswer(FOUND));
    const form = await openAddForm('');
    await userEvent.click(within(form).getByRole('button', { name: LINK_PREVIEW_MSG.action }));
    expect((await within(form).findByRole('alert')).textContent).toBe(LINK_PREVIEW_MSG.urlRequired);
    await userEvent.type(input(form, '상품 링크'), 'www.coupang.com/vp/1');
    await userEvent.click(within(form).getByRole('button', { name: LINK_PREVIEW_MSG.action }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(MSG.wish.linkInvalid));
    expect(previews(calls)).toHaveLength(0);
  });
});
