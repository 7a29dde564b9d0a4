import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { COPARENT_MSG } from '@babynews/contracts';
import { postLoginRedirect, useSession } from '@babynews/session';
import { errorAnswer, fakeSessionToken, installFakeFetch, okAnswer, type FakeCall } from '@babynews/testing';
import CoparentAcceptPage from './CoparentAcceptPage';

const TOKEN = 'k'.repeat(43);

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/event/coparent/accept${hash}`);
  render(
    <MemoryRouter initialEntries={['/event/coparent/accept']}>
      <Routes>
        <Route path="/event/coparent/accept" element={<CoparentAcceptPage />} />
        <Route path="/user/login" element={<p>로그인 페이지</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

let calls: FakeCall[];
beforeEach(() => {
  window.sessionStorage.clear();
  useSession.getState().logout();
  calls = installFakeFetch(() => okAnswer({ title: '콩이가 와요', creatorName: '콩이엄마', status: 'ACCEPTED' }));
});

describe('the co-parent invitation page (ARCHITECTURE "Two parents")', () => {
  it('a signed-in member accepts with one press: the token leaves the address bar and is posted once', async () => {
    useSession.getState().login(fakeSessionToken({ username: 'kongi_dad' }));
    renderAt(`#t=${TOKEN}`);
    await waitFor(() => expect(window.location.hash).toBe(''));
    fireEvent.click(await screen.findByRole('button', { name: COPARENT_MSG.acceptButton }));
    expect(await screen.findByText(COPARENT_MSG.acceptedDone('콩이가 와요', '콩이엄마'))).toBeTruthy();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/event/coparent/accept', { token: TOKEN }]]);
  });

  it("the server's refusal is shown in Korean and the member can still leave", async () => {
    useSession.getState().login(fakeSessionToken({ username: 'kongi_dad' }));
    installFakeFetch(() => errorAnswer('COPARENT_INVITE_INVALID'));
    renderAt(`#t=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: COPARENT_MSG.acceptButton }));
    expect(await screen.findByText(COPARENT_MSG.inviteInvalid)).toBeTruthy();
  });

  it('signed out: the token waits in this tab while the member signs in, and the page comes back to it', async () => {
    renderAt(`#t=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: COPARENT_MSG.signIn }));
    expect(await screen.findByText('로그인 페이지')).toBeTruthy();
    expect(window.sessionStorage.getItem('babynews.coparentInvite')).toBe(TOKEN);
    expect(postLoginRedirect.consume('none')).toBe('/event/coparent/accept');
    expect(calls).toEqual([]);
  });

  it('a link without a token says so', async () => {
    renderAt('');
    expect(await screen.findByText(COPARENT_MSG.noToken)).toBeTruthy();
  });
});
