import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MEMBER_MAIL_MSG, MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer } from '@babynews/testing';
import FindAccountPage from './FindAccountPage';

/** `/user/findAccount` (ARCHITECTURE §4.23): two e-mail forms, each posting its route and showing the server's answer. */

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/user/findAccount']}>
      <FindAccountPage />
    </MemoryRouter>,
  );
}
const form = (name: string) => within(screen.getByRole('form', { name }));

it('asks for a reset link and shows the answer that is the same for every address', async () => {
  const calls = installFakeFetch(() => okAnswer({ message: MEMBER_MAIL_MSG.passwordResetSent }));
  renderPage();
  const reset = form(MEMBER_MAIL_MSG.resetFormTitle);
  fireEvent.change(reset.getByLabelText(MEMBER_MAIL_MSG.emailLabel), { target: { value: ' mom@example.com ' } });
  fireEvent.click(reset.getByRole('button', { name: MEMBER_MAIL_MSG.resetFormSubmit }));
  expect(await reset.findByText(MEMBER_MAIL_MSG.passwordResetSent)).toBeTruthy();
  expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/member/passwordResetRequest', body: { email: 'mom@example.com' } })]);
});

it('asks for the usernames with the other form', async () => {
  const calls = installFakeFetch(() => okAnswer({ message: MEMBER_MAIL_MSG.usernameReminderSent }));
  renderPage();
  const find = form(MEMBER_MAIL_MSG.usernameFormTitle);
  fireEvent.change(find.getByLabelText(MEMBER_MAIL_MSG.emailLabel), { target: { value: 'mom@example.com' } });
  fireEvent.click(find.getByRole('button', { name: MEMBER_MAIL_MSG.usernameFormSubmit }));
  expect(await find.findByText(MEMBER_MAIL_MSG.usernameReminderSent)).toBeTruthy();
  expect(calls[0]).toMatchObject({ path: '/member/usernameReminder', body: { email: 'mom@example.com' } });
});

it('refuses an empty field without a call and shows the server refusal in Korean', async () => {
  const calls = installFakeFetch(() => errorAnswer('VALIDATION_FAILED', MSG.auth.emailFormat));
  renderPage();
  const reset = form(MEMBER_MAIL_MSG.resetFormTitle);
  fireEvent.click(reset.getByRole('button', { name: MEMBER_MAIL_MSG.resetFormSubmit }));
  expect(reset.getByRole('alert').textContent).toBe(MSG.auth.emailRequired);
  expect(calls).toHaveLength(0);
  fireEvent.change(reset.getByLabelText(MEMBER_MAIL_MSG.emailLabel), { target: { value: 'nope' } });
  fireEvent.click(reset.getByRole('button', { name: MEMBER_MAIL_MSG.resetFormSubmit }));
  expect(await reset.findByText(MSG.auth.emailFormat)).toBeTruthy();
});

it('says a network failure in Korean', async () => {
  installFakeFetch(() => {
    throw new TypeError('offline');
  });
  renderPage();
  const find = form(MEMBER_MAIL_MSG.usernameFormTitle);
  fireEvent.change(find.getByLabelText(MEMBER_MAIL_MSG.emailLabel), { target: { value: 'mom@example.com' } });
  fireEvent.click(find.getByRole('button', { name: MEMBER_MAIL_MSG.usernameFormSubmit }));
  expect(await find.findByText(MEMBER_MAIL_MSG.requestFailed)).toBeTruthy();
});
