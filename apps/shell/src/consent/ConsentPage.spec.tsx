import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CONSENT_MSG, type MemberConsents } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { fakeSessionToken, installFakeFetch, okAnswer } from '@babynews/testing';
import ConsentPage, { nextPath } from './ConsentPage';

/**
 * `/user/consent?next=…` (ARCHITECTURE §4.24): lists the documents to agree to again, refuses to post
 * until they are ticked, posts them and goes back to `next`; with nothing pending it goes back at once.
 */

const answer = (pending: MemberConsents['pending']): MemberConsents => ({
  consents: [],
  pending,
  marketing: { agreed: false, decidedAt: null, reconfirmBy: null },
});

function open(next: string) {
  render(
    <MemoryRouter initialEntries={[`/user/consent?next=${encodeURIComponent(next)}`]}>
      <Routes>
        <Route path="/user/consent" element={<ConsentPage />} />
        <Route path="/event/:code" element={<p>소식 페이지</p>} />
        <Route path="/user/mypage" element={<p>마이페이지</p>} />
        <Route path="/user/login" element={<p>로그인</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useSession.getState().login(fakeSessionToken()));
afterEach(() => {
  cleanup();
  useSession.getState().logout();
});

it('lists the pending documents, asks for each, posts them and goes back', async () => {
  const user = userEvent.setup();
  const calls = installFakeFetch((call) => okAnswer(answer(call.method === 'POST' ? [] : ['terms', 'age14'])));
  open('/event/AbCd1234');
  expect(await screen.findByLabelText(CONSENT_MSG.label.terms)).toBeTruthy();
  expect(screen.getByLabelText(CONSENT_MSG.label.age14)).toBeTruthy();
  expect(screen.queryByLabelText(CONSENT_MSG.label.privacy)).toBeNull();

  await user.click(screen.getByLabelText(CONSENT_MSG.label.terms));
  await user.click(screen.getByRole('button', { name: CONSENT_MSG.renewalSubmit }));
  expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_MSG.missing.age14);
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await user.click(screen.getByLabelText(CONSENT_MSG.allAgree));
  await user.click(screen.getByRole('button', { name: CONSENT_MSG.renewalSubmit }));
  expect(await screen.findByText('소식 페이지')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/member/consents', body: { terms: true, age14: true } })]);
});

it('goes back at once when nothing is pending', async () => {
  installFakeFetch(() => okAnswer(answer([])));
  open('/event/AbCd1234');
  expect(await screen.findByText('소식 페이지')).toBeTruthy();
});

it('a signed-out visitor goes to the login page without a call', async () => {
  useSession.getState().logout();
  const calls = installFakeFetch(() => okAnswer(answer(['terms'])));
  open('/event/AbCd1234');
  expect(await screen.findByText('로그인')).toBeTruthy();
  await waitFor(() => expect(calls).toHaveLength(0));
});

it('goes back only to a path of this site', () => {
  expect(nextPath('/event/AbCd1234?x=1')).toBe('/event/AbCd1234?x=1');
  for (const unsafe of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/user/consent?next=/x']) {
    expect(nextPath(unsafe)).toBe('/user/mypage');
  }
});
