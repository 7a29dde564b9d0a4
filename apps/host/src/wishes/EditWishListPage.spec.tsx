import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type NeededBy } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken } from '@babynews/testing';
import { ToastHost } from '@babynews/ui';
import type { OwnerEventInfo, OwnerWish } from './api/wishApi';
import EditWishListPage from './EditWishListPage';

/**
 * The owner's wish editor, moving items within their group (ARCHITECTURE §4.20): 'move down' on the
 * first item of a group sends `PUT /api/wish/reorder/{code}` with that group's ids, the two swapped,
 * and no id of another group; the ends of a group cannot move out of it; a failed save alerts.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();
const CODE = 'abcdefgh12345678';

function wish(id: number, title: string, plan: { neededBy?: NeededBy | null; mostWanted?: boolean; sortOrder: number }): OwnerWish {
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
    neededBy: plan.neededBy ?? null,
    mostWanted: plan.mostWanted ?? false,
    sortOrder: plan.sortOrder,
    quantity: 1,
    reservedQuantity: 0,
    groupGift: false,
    fundedAmount: 0,
    giverCount: 0,
  };
}

/** The owner's read, in display order: most wanted (1), newborn (2, 3, 4), 6–12 months (5, 6), unstaged (7). */
const WISHES: OwnerWish[] = [
  wish(1, '카시트', { mostWanted: true, neededBy: 'NEWBORN', sortOrder: 1 }),
  wish(2, '배냇저고리', { neededBy: 'NEWBORN', sortOrder: 1 }),
  wish(3, '속싸개', { neededBy: 'NEWBORN', sortOrder: 2 }),
  wish(4, '손수건', { neededBy: 'NEWBORN', sortOrder: 3 }),
  wish(5, '보행기', { neededBy: 'MONTH_6_12', sortOrder: 1 }),
  wish(6, '이유식 의자', { neededBy: 'MONTH_6_12', sortOrder: 2 }),
  wish(7, '그림책', { sortOrder: 0 }),
];

const EVENT = {
  code: CODE,
  title: '콩이가 와요',
  description: '',
  displayName: '콩이엄마',
  username: 'kongi_mom',
  isOwner: true,
  wishList: WISHES,
  quizList: [],
  postCode: '',
  address: '',
  detailAddress: '',
  followers: [],
} satisfies OwnerEventInfo;

function renderPage(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
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

const reorders = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body]);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

let alert: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(TOKEN);
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

describe("owner's wish editor: reorder within a group (ARCHITECTURE §4.20)", () => {
  it("'move down' on a group's first item sends that group's ids with the two swapped, other groups untouched", async () => {
    const calls = renderPage((call) => (call.method === 'PUT' ? okAnswer({ wishIds: [5, 6] }) : okAnswer(EVENT)));
    await userEvent.click(await screen.findByRole('button', { name: MSG.parent.moveDown('보행기') }));

    await waitFor(() => expect(reorders(calls)).toEqual([[`/wish/reorder/${CODE}`, { wishIds: [6, 5] }]]));
    // the group is read again after the save
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(calls.every((c) => c.method !== 'GET' || c.path === `/event/fetchInfoByCode/${CODE}`)).toBe(true);
  });

  it('in a group of three the first two swap and the third keeps its place; no id of another group is sent', async () => {
    const calls = renderPage((call) => (call.method === 'PUT' ? okAnswer({ wishIds: [3, 2, 4] }) : okAnswer(EVENT)));
    await userEvent.click(await screen.findByRole('button', { name: MSG.parent.moveDown('배냇저고리') }));

    await waitFor(() => expect(reorders(calls)).toHaveLength(1));
    const [[path, body]] = reorders(calls) as [[string, { wishIds: number[] }]];
    expect(path).toBe(`/wish/reorder/${CODE}`);
    expect(body.wishIds).toEqual([3, 2, 4]);
    for (const other of [1, 5, 6, 7]) expect(body.wishIds).not.toContain(other);
  });

  it("'move up' on a group's last item swaps it with the one before", async () => {
    const calls = renderPage((call) => (call.method === 'PUT' ? okAnswer({ wishIds: [2, 4, 3] }) : okAnswer(EVENT)));
    await userEvent.click(await screen.findByRole('button', { name: MSG.parent.moveUp('손수건') }));
    await waitFor(() => expect(reorders(calls)).toEqual([[`/wish/reorder/${CODE}`, { wishIds: [2, 4, 3] }]]));
  });

  it('the ends of a group cannot leave it: first up and last down are disabled, a lone item cannot move', async () => {
    renderPage(() => okAnswer(EVENT));
    await screen.findByRole('button', { name: MSG.parent.moveDown('보행기') });
    expect(button(MSG.parent.moveUp('배냇저고리')).disabled).toBe(true);
    expect(button(MSG.parent.moveDown('배냇저고리')).disabled).toBe(false);
    expect(button(MSG.parent.moveDown('손수건')).disabled).toBe(true);
    expect(button(MSG.parent.moveUp('보행기')).disabled).toBe(true);
    expect(button(MSG.parent.moveDown('이유식 의자')).disabled).toBe(true);
    for (const lone of ['카시트', '그림책']) {
      expect(button(MSG.parent.moveUp(lone)).disabled).toBe(true);
      expect(button(MSG.parent.moveDown(lone)).disabled).toBe(true);
    }
  });

  it('a failed save (server error) alerts the reorder message and the buttons work again', async () => {
    renderPage((call) => (call.method === 'PUT' ? errorAnswer('INTERNAL_ERROR') : okAnswer(EVENT)));
    await userEvent.click(await screen.findByRole('button', { name: MSG.parent.moveDown('보행기') }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MSG.parent.reorderFailed));
    await waitFor(() => expect(button(MSG.parent.moveDown('보행기')).disabled).toBe(false));
  });
});
