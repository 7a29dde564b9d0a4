import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ACCOUNT_MSG, type AccountInfo, EXPORT_MSG, MSG, SECURITY_MSG, type WithdrawalPreview } from '@babynews/contracts';
import { postLoginRedirect, useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import { ToastHost } from '@babynews/ui';
import AccountPage from './AccountPage';

/**
 * '내 정보' (ARCHITECTURE §4.21): loading then the stored fields, saving (phone sent normalised, the stored
 * value shown, success line), validation before any call, the load error with retry, and the withdrawal
 * dialog (named losses, agreement, DELETE, signed out, back to '/').
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();

const EMPTY: AccountInfo = {
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
  emailVerified: true,
};

/** What the member's withdrawal would delete (`GET /api/member/withdrawalPreview`), answered to every test's dialog. */
const PREVIEW: WithdrawalPreview = { newsPages: 1, wishes: 12, gifts: 5, quizzes: 2, quizAnswers: 9, followers: 3, uploads: 4, handoverTo: null };

function renderPage(answer: (call: FakeCall) => FakeAnswer, at = '/user/account') {
  const calls = installFakeFetch((call) => (call.path === '/member/withdrawalPreview' ? okAnswer(PREVIEW) : answer(call)));
  render(
    <MemoryRouter initialEntries={[at]}>
      <ToastHost />
      <Routes>
        <Route path="/user/account" element={<AccountPage />} />
        <Route path="/" element={<p>홈 화면</p>} />
        <Route path="/user/login" element={<p>로그인 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => useSession.getState().login(TOKEN));

describe("'내 정보' page", () => {
  it('loads the member, saves the fields with the phone as digits and shows what was stored', async () => {
    let stored = EMPTY;
    const calls = renderPage((call) => {
      if (call.method === 'PUT') {
        stored = { ...EMPTY, ...(call.body as Partial<AccountInfo>) };
        return okAnswer(stored);
      }
      return okAnswer(stored);
    });
    expect(screen.getByText(ACCOUNT_MSG.loading)).toBeTruthy();
    expect(await screen.findByText('kongi@example.com')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(ACCOUNT_MSG.realNameLabel), '김하늘');
    await userEvent.type(screen.getByLabelText(ACCOUNT_MSG.phoneLabel), '010-9876-5432');
    await userEvent.click(screen.getByRole('button', { name: '주소 검색이 안 되나요? 직접 입력' }));
    await userEvent.type(screen.getByLabelText('우편번호'), '06236');
    await userEvent.type(screen.getByLabelText('주소'), '서울 강남구 테헤란로 152');
    await userEvent.type(screen.getByLabelText('상세 주소'), '12층');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MSG.save }));

    expect(await screen.findByText(ACCOUNT_MSG.saved)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/member/updateAccountInfo');
    expect(put.body).toEqual({ realName: '김하늘', phoneNumber: '01098765432', postCode: '06236', address: '서울 강남구 테헤란로 152', detailAddress: '12층' });
    expect((screen.getByLabelText(ACCOUNT_MSG.phoneLabel) as HTMLInputElement).value).toBe('01098765432');
    // Editing again hides the success line.
    await userEvent.type(screen.getByLabelText(ACCOUNT_MSG.realNameLabel), '님');
    expect(screen.queryByText(ACCOUNT_MSG.saved)).toBeNull();
  });

  it('shows the first validation message and sends nothing for a wrong phone number', async () => {
    const calls = renderPage(() => okAnswer(EMPTY));
    await userEvent.type(await screen.findByLabelText(ACCOUNT_MSG.phoneLabel), '전화 주세요');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MSG.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MSG.phoneFormat);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("shows the server's message when saving fails", async () => {
    renderPage((call) => (call.method === 'PUT' ? errorAnswer('INTERNAL_ERROR') : okAnswer(EMPTY)));
    await userEvent.type(await screen.findByLabelText(ACCOUNT_MSG.realNameLabel), '김하늘');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MSG.save }));
    expect(await screen.findByText(MSG.common.server)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MSG.saved)).toBeNull();
  });

  it('a load error shows the error state; retry loads again', async () => {
    let fail = true;
    renderPage(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(EMPTY)));
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText(MSG.common.server)).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('kongi@example.com')).toBeTruthy();
  });

  it('withdrawal: the dialog names what is deleted, needs the agreement, then deletes, signs out and goes home', async () => {
    const calls = renderPage((call) => (call.method === 'DELETE' ? okAnswer({ withdrawn: true }) : okAnswer(EMPTY)));
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_MSG.withdrawTitle }));
    const losses = screen.getByRole('list', { name: EXPORT_MSG.withdrawList.label });
    const L = EXPORT_MSG.withdrawList;
    for (const item of [L.newsPage, L.wishes, L.gifts, L.quizzes, L.followers, L.uploads, L.account]) expect(losses.textContent).toContain(item);
    // With the member's counts, once read.
    await waitFor(() => expect(losses.textContent).toContain(`${L.wishes} (12개)`));
    expect(losses.textContent).toContain(`${L.quizzes} (퀴즈 2개 · 답변 9개)`);
    expect(losses.textContent).toContain(`${L.followers} (3명)`);
    expect(losses.textContent).toContain(`${L.uploads} (4개)`);
    expect(losses.textContent).toContain(`${L.gifts} (5개)`);
    expect(screen.getByText(L.relativesNotice)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: ACCOUNT_MSG.withdrawButton });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText(ACCOUNT_MSG.withdrawAgree));
    // The password is asked for before anything is sent.
    await userEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe(MSG.auth.passwordRequired);
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.type(screen.getByLabelText(SECURITY_MSG.withdrawPasswordLabel), 'happy-baby-2026');
    await userEvent.click(confirm);
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => [c.path, c.body])).toEqual([['/member/withdraw', { password: 'happy-baby-2026' }]]);
    expect(useSession.getState().token).toBeFalsy();
    expect(await screen.findByText(ACCOUNT_MSG.withdrawn)).toBeTruthy();
  });

  it('an administrator sees why there is no withdrawal button', async () => {
    const admin = fakeSessionToken({ ...ADMIN_CLAIMS, sub: '2' });
    useSession.getState().login(admin);
    renderPage(() => okAnswer({ ...EMPTY, username: 'site_admin' }));
    expect(await screen.findByText(ACCOUNT_MSG.adminCannotWithdraw)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ACCOUNT_MSG.withdrawTitle })).toBeNull();
  });

  it('a wrong password (401 PASSWORD_MISMATCH) shows under the field, keeps the session and the dialog; the right one withdraws', async () => {
    const calls = renderPage((call) =>
      call.method !== 'DELETE'
        ? okAnswer(EMPTY)
        : (call.body as { password: string }).password === 'happy-baby-2026'
          ? okAnswer({ withdrawn: true })
          : errorAnswer('PASSWORD_MISMATCH'),
    );
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_MSG.withdrawTitle }));
    await userEvent.click(screen.getByLabelText(ACCOUNT_MSG.withdrawAgree));
    const field = screen.getByLabelText(SECURITY_MSG.withdrawPasswordLabel);
    await userEvent.type(field, 'wrong-guess-1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MSG.withdrawButton }));
    expect((await screen.findByRole('alert')).textContent).toBe('비밀번호가 일치하지 않습니다.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(useSession.getState().token).toBe(TOKEN);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'happy-baby-2026');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MSG.withdrawButton }));
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('a social member has no password field: 401 REAUTH_REQUIRED keeps the session and the button signs in with the provider again', async () => {
    const calls = renderPage((call) =>
      call.method === 'DELETE' ? errorAnswer('REAUTH_REQUIRED') : okAnswer({ ...EMPTY, provider: 'kakao', hasPassword: false }),
    );
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_MSG.withdrawTitle }));
    expect(screen.queryByLabelText(SECURITY_MSG.withdrawPasswordLabel)).toBeNull();
    await userEvent.click(screen.getByLabelText(ACCOUNT_MSG.withdrawAgree));
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MSG.withdrawButton }));
    expect(await screen.findByText('보안을 위해 다시 로그인한 뒤 탈퇴해주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([{}]);
    expect(useSession.getState().token).toBe(TOKEN);
    await userEvent.click(screen.getByRole('button', { name: SECURITY_MSG.reauthButton.kakao }));
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(postLoginRedirect.consume('')).toBe('/user/account?withdraw');
  });

  it('back from the provider (?withdraw) the dialog opens by itself', async () => {
    renderPage(() => okAnswer({ ...EMPTY, provider: 'google', hasPassword: false }), '/user/account?withdraw');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: SECURITY_MSG.reauthButton.google })).toBeTruthy();
  });

  it('a failed withdrawal keeps the member signed in and shows the message in the dialog', async () => {
    renderPage((call) => (call.method === 'DELETE' ? errorAnswer('INTERNAL_ERROR') : okAnswer(EMPTY)));
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_MSG.withdrawTitle }));
    await userEvent.click(screen.getByLabelText(ACCOUNT_MSG.withdrawAgree));
    await userEvent.type(screen.getByLabelText(SECURITY_MSG.withdrawPasswordLabel), 'happy-baby-2026');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MSG.withdrawButton }));
    await waitFor(() => expect(screen.getByText(MSG.common.server)).toBeTruthy());
    expect(useSession.getState().token).toBe(TOKEN);
  });
});

/** '모든 기기에서 로그아웃' on '내 정보' (ARCHITECTURE §5 sessions): confirmation, POST logoutAll, signed out, home. */
describe("'모든 기기에서 로그아웃'", () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    useSession.getState().login(TOKEN);
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => confirm.mockRestore());

  it('asks, calls POST /api/member/logoutAll with the token, signs out and goes home', async () => {
    const calls = renderPage((call) => (call.path === '/member/logoutAll' ? { status: 204 } : okAnswer(EMPTY)));
    await userEvent.click(await screen.findByRole('button', { name: MSG.auth.logoutAll }));
    expect(confirm).toHaveBeenCalledWith(MSG.auth.logoutAllConfirm);
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(screen.getByText(MSG.auth.logoutAllDone)).toBeTruthy();
    expect(calls.find((c) => c.path === '/member/logoutAll')).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(useSession.getState().token).toBe('');
  });

  it('does nothing when the member cancels', async () => {
    confirm.mockReturnValue(false);
    const calls = renderPage(() => okAnswer(EMPTY));
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
    renderPage((call) => (call.path === '/member/logoutAll' ? failure() : okAnswer(EMPTY)));
    await userEvent.click(await screen.findByRole('button', { name: MSG.auth.logoutAll }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(useSession.getState().token).toBe(TOKEN);
    expect(screen.queryByText('홈 화면')).toBeNull();
  });
});
