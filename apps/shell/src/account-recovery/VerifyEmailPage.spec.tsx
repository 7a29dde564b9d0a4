import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MAIL_MSG, MEMBER_MAIL_MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer } from '@babynews/testing';
import VerifyEmailPage from './VerifyEmailPage';

/** `/user/verifyEmail#t=…` (ARCHITECTURE §4.23): posts the token once and says done or why not. */

const TOKEN = 'Q'.repeat(43);

function openAt(hash: string) {
  window.history.replaceState(null, '', `/user/verifyEmail${hash}`);
  render(
    <MemoryRouter initialEntries={['/user/verifyEmail']}>
      <VerifyEmailPage />
    </MemoryRouter>,
  );
}

it('posts the token once, takes it out of the address bar and says the address is verified', async () => {
  const calls = installFakeFetch(() => okAnswer({ message: MEMBER_MAIL_MSG.verified }));
  openAt(`#t=${TOKEN}`);
  expect(await screen.findByText(MEMBER_MAIL_MSG.verified)).toBeTruthy();
  expect(window.location.hash).toBe('');
  expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/member/verifyEmail', body: { token: TOKEN } })]);
});

it.each([
  ['RESET_LINK_INVALID', MAIL_MSG.resetLinkInvalid],
  ['EMAIL_VERIFIED_ELSEWHERE', MEMBER_MAIL_MSG.emailVerifiedElsewhere],
] as const)('says why not: %s', async (code, message) => {
  installFakeFetch(() => errorAnswer(code));
  openAt(`#t=${TOKEN}`);
  expect(await screen.findByText(message)).toBeTruthy();
});

it('a link without a token makes no call', async () => {
  const calls = installFakeFetch(() => okAnswer({ message: MEMBER_MAIL_MSG.verified }));
  openAt('#t=short');
  expect(await screen.findByText(MEMBER_MAIL_MSG.linkMissing)).toBeTruthy();
  expect(calls).toHaveLength(0);
});
