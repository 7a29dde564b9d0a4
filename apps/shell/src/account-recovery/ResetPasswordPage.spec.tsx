import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MAIL_MSG, MEMBER_MAIL_MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer } from '@babynews/testing';
import ResetPasswordPage from './ResetPasswordPage';

/** `/user/resetPassword#t=…` (ARCHITECTURE §4.23): the token leaves the address bar, the new password is posted with it. */

const TOKEN = 'a'.repeat(20) + 'B_-'.repeat(7) + '12';

function openAt(hash: string) {
  window.history.replaceState(null, '', `/user/resetPassword${hash}`);
  render(
    <MemoryRouter initialEntries={['/user/resetPassword']}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('posts the token with the new password, removes the token from the address and then links to the login page', async () => {
  expect(TOKEN).toHaveLength(43);
  const calls = installFakeFetch(() => okAnswer({ message: MEMBER_MAIL_MSG.resetDone }));
  openAt(`#t=${TOKEN}`);
  expect(await screen.findByLabelText(MEMBER_MAIL_MSG.newPasswordLabel)).toBeTruthy();
  expect(window.location.hash).toBe('');
  type(MEMBER_MAIL_MSG.newPasswordLabel, 'amber-harbor-lantern-58');
  type(MEMBER_MAIL_MSG.newPasswordConfirmLabel, 'amber-harbor-lantern-58');
  fireEvent.click(screen.getByRole('button', { name: MEMBER_MAIL_MSG.resetSubmit }));
  expect(await screen.findByText(MEMBER_MAIL_MSG.resetDone)).toBeTruthy();
  expect(calls).toEqual([expect.objectContaining({ path: '/member/passwordReset', body: { token: TOKEN, password: 'amber-harbor-lantern-58' } })]);
  expect(screen.getByRole('link', { name: MEMBER_MAIL_MSG.toLogin }).getAttribute('href')).toBe('/user/login');
});

it('refuses a confirmation that differs, without a call', async () => {
  const calls = installFakeFetch(() => okAnswer({ message: MEMBER_MAIL_MSG.resetDone }));
  openAt(`#t=${TOKEN}`);
  await screen.findByLabelText(MEMBER_MAIL_MSG.newPasswordLabel);
  type(MEMBER_MAIL_MSG.newPasswordLabel, 'amber-harbor-lantern-58');
  type(MEMBER_MAIL_MSG.newPasswordConfirmLabel, 'amber-harbor-lantern-59');
  fireEvent.click(screen.getByRole('button', { name: MEMBER_MAIL_MSG.resetSubmit }));
  expect(screen.getByRole('alert').textContent).toBe(MEMBER_MAIL_MSG.passwordConfirmMismatch);
  expect(calls).toHaveLength(0);
});

it('shows the server refusal of a used or expired link', async () => {
  installFakeFetch(() => errorAnswer('RESET_LINK_INVALID'));
  openAt(`#t=${TOKEN}`);
  await screen.findByLabelText(MEMBER_MAIL_MSG.newPasswordLabel);
  type(MEMBER_MAIL_MSG.newPasswordLabel, 'amber-harbor-lantern-58');
  type(MEMBER_MAIL_MSG.newPasswordConfirmLabel, 'amber-harbor-lantern-58');
  fireEvent.click(screen.getByRole('button', { name: MEMBER_MAIL_MSG.resetSubmit }));
  expect(await screen.findByText(MAIL_MSG.resetLinkInvalid)).toBeTruthy();
});

it('a link without a token says so and offers to ask again', async () => {
  installFakeFetch(() => okAnswer({}));
  openAt('');
  expect(await screen.findByText(MEMBER_MAIL_MSG.linkMissing)).toBeTruthy();
  expect(screen.getByRole('link', { name: MEMBER_MAIL_MSG.requestAgain }).getAttribute('href')).toBe('/user/findAccount');
});
