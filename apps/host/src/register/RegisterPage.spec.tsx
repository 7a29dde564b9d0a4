import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_MSG, MSG, SECURITY_MSG } from '@babynews/contracts';
import { fakeSessionToken, installFakeFetch, okAnswer, type FakeCall } from '@babynews/testing';
import { useSession } from '@babynews/session';
import { loadPasswordCheck } from './passwordCheck';
import RegisterPage from './RegisterPage';

/**
 * `/user/register`'s own error lines (password, confirmation) are announced (role alert) and clear
 * after 3 s like every form's (spec §9), without any call to the API.
 */
describe('RegisterPage errors', () => {
  // The page loads zxcvbn's dictionary on demand; loaded here first, a submit checks at once and the clock only measures the 3 s.
  beforeAll(() => loadPasswordCheck(), 30_000);
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function fillAndSubmit(fields: { password: string; confirm: string }) {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const calls = installFakeFetch(() => okAnswer({}));
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('아이디'), 'kongi_mom');
    await user.type(screen.getByLabelText('비밀번호'), fields.password);
    await user.type(screen.getByLabelText('비밀번호 확인'), fields.confirm);
    await user.type(screen.getByLabelText('이메일'), 'kongi@example.com');
    await user.type(screen.getByLabelText('닉네임'), '콩이엄마');
    await user.click(screen.getByRole('button', { name: '회원가입 완료' }));
    return calls;
  }

  it('a confirmation that differs is announced, then cleared 3000 ms later', async () => {
    const calls = await fillAndSubmit({ password: 'kongi-password-1', confirm: 'kongi-password-2' });
    expect(screen.getByRole('alert').textContent).toBe(MSG.auth.passwordConfirmMismatch);
    act(() => void jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert').textContent).toBe(MSG.auth.passwordConfirmMismatch);
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByText(MSG.auth.passwordConfirmMismatch)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("a weak password ('password1') shows zxcvbn's Korean reason under the field before any call", async () => {
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    // The hint says up front that the password must be hard to guess, not only 8 characters long.
    expect(screen.getByText(SECURITY_MSG.passwordHint)).toBeTruthy();
    cleanup();
    const calls = await fillAndSubmit({ password: 'password1', confirm: 'password1' });
    expect((await screen.findByRole('alert')).textContent).toBe('흔히 쓰이는 비밀번호예요. 다른 비밀번호를 사용해주세요.');
    expect(screen.getByLabelText('비밀번호').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('a password too short is announced, then cleared 3000 ms later', async () => {
    await fillAndSubmit({ password: 'short', confirm: 'short' });
    expect(screen.getByRole('alert').textContent).toBe(MSG.auth.passwordLength);
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.queryByText(MSG.auth.passwordLength)).toBeNull();
  });
});

/**
 * The consent step (ARCHITECTURE §4.24): a form whose fields all pass is not sent until the required
 * boxes are ticked (the missing one's message, no joinProc); the call then carries `consents`.
 */
describe('RegisterPage consent step', () => {
  beforeAll(() => loadPasswordCheck(), 30_000);
  afterEach(() => {
    cleanup();
    useSession.getState().logout();
  });

  async function fillChecked() {
    const user = userEvent.setup();
    const calls = installFakeFetch((call) =>
      call.path === '/joinProc' ? { status: 201, body: { accessToken: fakeSessionToken() } } : okAnswer({ message: '사용 가능' }),
    );
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('아이디'), 'kongi_mom');
    await user.type(screen.getByLabelText('비밀번호'), 'amber-harbor-lantern-58');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'amber-harbor-lantern-58');
    await user.type(screen.getByLabelText('이메일'), 'kongi@example.com');
    await user.type(screen.getByLabelText('닉네임'), '콩이엄마');
    for (const field of ['아이디', '이메일', '닉네임']) {
      await user.click(screen.getByRole('button', { name: `${field} 중복 확인` }));
      await screen.findByRole('button', { name: `${field} 중복 확인 완료` });
    }
    return { user, calls };
  }
  const joins = (calls: FakeCall[]) => calls.filter((call) => call.path === '/joinProc');

  it('refuses to send until the required boxes are ticked, naming the first one left', async () => {
    const { user, calls } = await fillChecked();
    await user.click(screen.getByRole('button', { name: '회원가입 완료' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_MSG.missing.terms);
    await user.click(screen.getByLabelText(CONSENT_MSG.label.terms));
    await user.click(screen.getByLabelText(CONSENT_MSG.label.privacy));
    await user.click(screen.getByRole('button', { name: '회원가입 완료' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_MSG.missing.age14);
    expect(document.activeElement).toBe(screen.getByLabelText(CONSENT_MSG.label.age14));
    expect(joins(calls)).toHaveLength(0);

    await user.click(screen.getByLabelText(CONSENT_MSG.label.age14));
    await user.click(screen.getByRole('button', { name: '회원가입 완료' }));
    await waitFor(() => expect(joins(calls)).toHaveLength(1));
    expect(joins(calls)[0]).toMatchObject({
      method: 'POST',
      body: { username: 'kongi_mom', consents: { terms: true, privacy: true, age14: true, marketing: false } },
    });
  });

  it("'전체 동의' sends every consent, marketing included", async () => {
    const { user, calls } = await fillChecked();
    await user.click(screen.getByLabelText(CONSENT_MSG.allAgree));
    await user.click(screen.getByRole('button', { name: '회원가입 완료' }));
    await waitFor(() => expect(joins(calls)).toHaveLength(1));
    expect(joins(calls)[0]!.body).toMatchObject({ consents: { terms: true, privacy: true, age14: true, marketing: true } });
  });
});
