import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type AccountInfo } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, fakeSessionToken, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { ToastHost } from '@babynews/ui';
import AccountPage from '../AccountPage';

/** '모든 기기에서 로그아웃' on '내 정보' (ARCHITECTURE §5 sessions): confirmation, POST logoutAll, signed out, home. */

jest.mock('../../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();
const INFO: AccountInfo = {
  username: 'kongi_mom',
  email: 'kongi@example.com',
  displayName: '콩이엄마',
  realName: null,
  phoneNumber: null,
  postCode: null,
  address: null,
  detailAddress: null,
  provider: 'regular',
  hasPassword: true,
};

function renderPage(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/user/account']}>
      <ToastHost />
      <Routes>
        <Route path="/user/account" element={<AccountPage />} />
        <Route path="/" element={<p>홈 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(TOKEN);
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

it('asks, calls POST /api/member/logoutAll with the token, signs out and goes home', async () => {
  const calls = renderPage((call) => (call.path === '/member/logoutAll' ? { status: 204 } : okAnswer(INFO)));
  await userEvent.click(await screen.findByRole('button', { name: MSG.auth.logoutAll }));
  expect(confirm).toHaveBeenCalledWith(MSG.auth.logoutAllConfirm);
  expect(await screen.findByText('홈 화면')).toBeTruthy();
  expect(screen.getByText(MSG.auth.logoutAllDone)).toBeTruthy();
  expect(calls.find((c) => c.path === '/member/logoutAll')).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(useSession.getState().token).toBe('');
});

it('does nothing when the member cancels', async () => {
  confirm.mockReturnValue(false);
  const calls = renderPage(() => okAnswer(INFO));
  await userEvent.click(await screen.findByRole('button', { name: MSG.auth.logoutAll }));
  expect(calls.some((c) => c.path === '/member/logoutAll')).toBe(false);
  expect(useSession.getState().token).toBe(TOKEN);
});

it.each([
  ['the server refuses', () => errorAnswer('INTERNAL_ERROR'), MSG.common.server],
  [
    'the network fails',
    () => {
      throw new Error('offline');
    },
    MSG.auth.logoutAllFailed,
  ],
] as const)('when %s the session stays and the message shows', async (_case, failure, message) => {
  renderPage((call) => (call.path === '/member/logoutAll' ? failure() : okAnswer(INFO)));
  await userEvent.click(await screen.findByRole('button', { name: MSG.auth.logoutAll }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  expect(useSession.getState().token).toBe(TOKEN);
  expect(screen.queryByText('홈 화면')).toBeNull();
});
