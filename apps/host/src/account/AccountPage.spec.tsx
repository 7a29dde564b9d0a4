import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type AccountInfo } from '@babynews/contracts';
import { useSession } from '@babynews/session';
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
};

function renderPage(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/user/account']}>
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
    expect(screen.getByText(MSG.account.loading)).toBeTruthy();
    expect(await screen.findByText('kongi@example.com')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(MSG.account.realNameLabel), '김하늘');
    await userEvent.type(screen.getByLabelText(MSG.account.phoneLabel), '010-9876-5432');
    await userEvent.click(screen.getByRole('button', { name: '주소 검색이 안 되나요? 직접 입력' }));
    await userEvent.type(screen.getByLabelText('우편번호'), '06236');
    await userEvent.type(screen.getByLabelText('주소'), '서울 강남구 테헤란로 152');
    await userEvent.type(screen.getByLabelText('상세 주소'), '12층');
    await userEvent.click(screen.getByRole('button', { name: MSG.account.save }));

    expect(await screen.findByText(MSG.account.saved)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/member/updateAccountInfo');
    expect(put.body).toEqual({ realName: '김하늘', phoneNumber: '01098765432', postCode: '06236', address: '서울 강남구 테헤란로 152', detailAddress: '12층' });
    expect((screen.getByLabelText(MSG.account.phoneLabel) as HTMLInputElement).value).toBe('01098765432');
    // Editing again hides the success line.
    await userEvent.type(screen.getByLabelText(MSG.account.realNameLabel), '님');
    expect(screen.queryByText(MSG.account.saved)).toBeNull();
  });

  it('shows the first validation message and sends nothing for a wrong phone number', async () => {
    const calls = renderPage(() => okAnswer(EMPTY));
    await userEvent.type(await screen.findByLabelText(MSG.account.phoneLabel), '전화 주세요');
    await userEvent.click(screen.getByRole('button', { name: MSG.account.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.account.phoneFormat);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("shows the server's message when saving fails", async () => {
    renderPage((call) => (call.method === 'PUT' ? errorAnswer('INTERNAL_ERROR') : okAnswer(EMPTY)));
    await userEvent.type(await screen.findByLabelText(MSG.account.realNameLabel), '김하늘');
    await userEvent.click(screen.getByRole('button', { name: MSG.account.save }));
    expect(await screen.findByText(MSG.common.server)).toBeTruthy();
    expect(screen.queryByText(MSG.account.saved)).toBeNull();
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
    await userEvent.click(await screen.findByRole('button', { name: MSG.account.withdrawTitle }));
    const losses = screen.getByRole('list', { name: '함께 삭제되는 정보' });
    for (const item of MSG.account.withdrawItems) expect(losses.textContent).toContain(item);
    const confirm = screen.getByRole('button', { name: MSG.account.withdrawButton });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText(MSG.account.withdrawAgree));
    await userEvent.click(confirm);
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/member/withdraw']);
    expect(useSession.getState().token).toBeFalsy();
    expect(await screen.findByText(MSG.account.withdrawn)).toBeTruthy();
  });

  it('an administrator sees why there is no withdrawal button', async () => {
    const admin = fakeSessionToken({ ...ADMIN_CLAIMS, sub: '2' });
    useSession.getState().login(admin);
    renderPage(() => okAnswer({ ...EMPTY, username: 'site_admin' }));
    expect(await screen.findByText(MSG.account.adminCannotWithdraw)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.account.withdrawTitle })).toBeNull();
  });

  it('a failed withdrawal keeps the member signed in and shows the message in the dialog', async () => {
    renderPage((call) => (call.method === 'DELETE' ? errorAnswer('INTERNAL_ERROR') : okAnswer(EMPTY)));
    await userEvent.click(await screen.findByRole('button', { name: MSG.account.withdrawTitle }));
    await userEvent.click(screen.getByLabelText(MSG.account.withdrawAgree));
    await userEvent.click(screen.getByRole('button', { name: MSG.account.withdrawButton }));
    await waitFor(() => expect(screen.getByText(MSG.common.server)).toBeTruthy());
    expect(useSession.getState().token).toBe(TOKEN);
  });
});
