import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MSG, SECURITY_MSG } from '@babynews/contracts';
import { installFakeFetch, okAnswer } from '@babynews/testing';
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
