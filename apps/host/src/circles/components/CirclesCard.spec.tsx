import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CIRCLES_MSG, type CirclesState } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, fakeSessionToken, installFakeFetch, okAnswer } from '@babynews/testing';
import { CirclesCard } from './CirclesCard';

const CODE = 'abcdefgh12345678';
const CLOSED: CirclesState = { code: CODE, friendsCode: null, friendsOpen: false, friendsOpenAt: null, friendsOpenNow: false, addressNote: null };
const OPEN: CirclesState = {
  ...CLOSED,
  friendsCode: 'friends123456789',
  friendsOpen: true,
  friendsOpenNow: true,
  addressNote: '카카오톡 선물하기로 보내 주세요',
};

let confirm: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(fakeSessionToken());
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

describe('CirclesCard (ARCHITECTURE "Two circles")', () => {
  it('opens the friends circle with a note, then shows the friends link and its state', async () => {
    let state = CLOSED;
    const calls = installFakeFetch((call) => {
      if (call.method === 'PUT') {
        state = OPEN;
        return okAnswer({ friendsCode: OPEN.friendsCode });
      }
      return okAnswer(state);
    });
    render(<CirclesCard code={CODE} title="우리 아기" />);
    expect(await screen.findByText(CIRCLES_MSG.noFriendsLink)).toBeTruthy();
    expect(screen.getByText(CIRCLES_MSG.statusClosed)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: CIRCLES_MSG.friendsOpenNow }));
    await userEvent.type(screen.getByRole('textbox', { name: CIRCLES_MSG.addressNoteLabel }), '카카오톡 선물하기로 보내 주세요');
    await userEvent.click(screen.getByRole('button', { name: CIRCLES_MSG.save }));
    expect(await screen.findByText(CIRCLES_MSG.statusOpen)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: CIRCLES_MSG.friendsLink }) as HTMLInputElement).value).toMatch(/\/event\/friends123456789$/);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [`/event/circles/${CODE}`, { friendsOpen: true, friendsOpenAt: null, addressNote: '카카오톡 선물하기로 보내 주세요' }],
    ]);
  });

  it('rotates the friends code after the confirmation, and not without it', async () => {
    const calls = installFakeFetch((call) => (call.method === 'POST' ? okAnswer({ ...OPEN, friendsCode: 'newfriends987654' }) : okAnswer(OPEN)));
    render(<CirclesCard code={CODE} title="우리 아기" />);
    const rotate = await screen.findByRole('button', { name: `${CIRCLES_MSG.rotate} (${CIRCLES_MSG.friendsLink})` });
    confirm.mockReturnValueOnce(false);
    await userEvent.click(rotate);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(rotate);
    await waitFor(() => expect((screen.getByRole('textbox', { name: CIRCLES_MSG.friendsLink }) as HTMLInputElement).value).toMatch(/newfriends987654$/));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ circle: 'FRIENDS' }]);
  });

  it('shows the load failure with 다시 시도, and a refused save with the server’s Korean message', async () => {
    let fail = true;
    installFakeFetch((call) => {
      if (call.method === 'PUT') return errorAnswer('VALIDATION_FAILED', CIRCLES_MSG.friendsOpenAtInvalid);
      return fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(CLOSED);
    });
    render(<CirclesCard code={CODE} title="우리 아기" />);
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    await userEvent.click(retry);
    await userEvent.click(await screen.findByRole('radio', { name: CIRCLES_MSG.friendsOpenOnDate }));
    await userEvent.click(screen.getByRole('button', { name: CIRCLES_MSG.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(CIRCLES_MSG.friendsOpenAtInvalid);
  });
});
