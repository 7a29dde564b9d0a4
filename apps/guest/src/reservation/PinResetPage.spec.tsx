import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MAIL_MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { tokenFromHash } from '@babynews/session/hash-token';
import PinResetPage from './PinResetPage';

/** The new-PIN page of a mailed link (ARCHITECTURE §4.23): the token from `#t=`, out of the address bar, one call. */

const TOKEN = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v';

function open(hash: string, answer: (call: FakeCall) => FakeAnswer) {
  window.history.replaceState(null, '', `/pin/reset${hash}`);
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/pin/reset']}>
      <Routes>
        <Route path="/pin/reset" element={<PinResetPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

describe('tokenFromHash', () => {
  it('takes a 43-character base64url token from #t= and nothing else', () => {
    expect(tokenFromHash(`#t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#x=1&t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#t=short')).toBe('');
    expect(tokenFromHash(`#t=${TOKEN}!`)).toBe('');
    expect(tokenFromHash('')).toBe('');
  });
});

describe('PinResetPage', () => {
  it('sends the token and the new PIN, takes the token out of the address bar, then links to the reservation', async () => {
    const { calls, user } = open(`#t=${TOKEN}`, () => okAnswer({ kind: 'reservation', wishId: 7, eventCode: 'AbCdEf12', reservationId: 'r-123' }));
    await user.type(await screen.findByLabelText('새 PIN 4자리'), '9753');
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: '새 PIN 저장하기' }));
    expect(await screen.findByText(MAIL_MSG.pinResetDone)).toBeTruthy();
    expect(calls).toEqual([expect.objectContaining({ path: '/pin/reset', method: 'POST', body: { token: TOKEN, password: '9753' } })]);
    expect(screen.getByRole('link', { name: '예약 확인하기' }).getAttribute('href')).toBe('/event/wishReserved/7?code=AbCdEf12&reservation=r-123');
  });

  it("a pledge's token: links to the pledge", async () => {
    const { user } = open(`#t=${TOKEN}`, () => okAnswer({ kind: 'pledge', pledgeId: 'p-123', eventCode: 'AbCdEf12' }));
    await user.type(await screen.findByLabelText('새 PIN 4자리'), '9753');
    await user.click(screen.getByRole('button', { name: '새 PIN 저장하기' }));
    expect((await screen.findByRole('link', { name: '참여 확인하기' })).getAttribute('href')).toBe('/event/pledge/p-123?code=AbCdEf12');
    expect(screen.queryByRole('link', { name: '예약 확인하기' })).toBeNull();
  });

  it("shows the server's message for a used or expired link and clears the PIN", async () => {
    const { user } = open(`#t=${TOKEN}`, () => errorAnswer('RESET_LINK_INVALID'));
    const field = await screen.findByLabelText('새 PIN 4자리');
    await user.type(field, '9753');
    await user.click(screen.getByRole('button', { name: '새 PIN 저장하기' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MAIL_MSG.resetLinkInvalid));
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('without a token: says the link is not valid and makes no call', async () => {
    const { calls } = open('', () => okAnswer());
    expect(await screen.findByText(MAIL_MSG.resetLinkInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('새 PIN 4자리')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
