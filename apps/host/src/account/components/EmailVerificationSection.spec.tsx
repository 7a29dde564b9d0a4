import { fireEvent, render, screen } from '@testing-library/react';
import { MEMBER_MAIL_MSG, type AccountInfo } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer } from '@babynews/testing';
import { EmailVerificationSection } from './EmailVerificationSection';

/** '이메일 인증' on '내 정보' (ARCHITECTURE §4.23): the state of the address and the resend. */

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
  emailVerified: false,
};

it('a verified address: says so, no resend button', () => {
  render(<EmailVerificationSection info={{ ...INFO, emailVerified: true }} />);
  expect(screen.getByText(MEMBER_MAIL_MSG.emailVerifiedState)).toBeTruthy();
  expect(screen.queryByRole('button', { name: MEMBER_MAIL_MSG.resendButton })).toBeNull();
});

it('an unverified address: the resend posts verifyEmailResend and shows the answer', async () => {
  const calls = installFakeFetch(() => okAnswer({ message: MEMBER_MAIL_MSG.resendSent }));
  render(<EmailVerificationSection info={INFO} />);
  expect(screen.getByText(MEMBER_MAIL_MSG.emailUnverifiedState)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: MEMBER_MAIL_MSG.resendButton }));
  expect(await screen.findByText(MEMBER_MAIL_MSG.resendSent)).toBeTruthy();
  expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/member/verifyEmailResend' })]);
  expect((screen.getByRole('button', { name: MEMBER_MAIL_MSG.resendButton }) as HTMLButtonElement).disabled).toBe(true);
});

it('shows the Korean refusal when another member verified the address', async () => {
  installFakeFetch(() => errorAnswer('EMAIL_VERIFIED_ELSEWHERE'));
  render(<EmailVerificationSection info={INFO} />);
  fireEvent.click(screen.getByRole('button', { name: MEMBER_MAIL_MSG.resendButton }));
  expect(await screen.findByText(MEMBER_MAIL_MSG.emailVerifiedElsewhere)).toBeTruthy();
});
