import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MSG, type ErrorCode } from '@babynews/contracts';
import { ApiRequestError, leaveTo, useSession } from '@babynews/session';
import { useOwnedResource } from './useOwnedResource';
import { fakeSessionToken } from '@babynews/testing';

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const token = (username: string) => fakeSessionToken({ username });
const refusal = (code: ErrorCode) => new ApiRequestError(0, '서버 문구', { code });

/** What the server answered: the owner's read carries `isOwner` (creator or co-parent, ARCHITECTURE "Two parents"). */
interface News {
  owner: string;
  isOwner?: true;
}

function Probe({ code, load }: { code?: string; load: (code: string) => Promise<News> }) {
  const state = useOwnedResource<News>(code, load, (news) => news.isOwner === true);
  const location = useLocation();
  return (
    <p>
      <span data-testid="state">{state.status}</span>
      <span data-testid="path">{location.pathname}</span>
    </p>
  );
}

function renderGuard(load: (code: string) => Promise<News>, code: string | undefined = 'Code1234') {
  const loader = jest.fn(load);
  render(
    <MemoryRouter initialEntries={['/event/manage/Code1234']}>
      <Routes>
        <Route path="*" element={<Probe code={code} load={loader} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { loader, state: () => screen.getByTestId('state').textContent, path: () => screen.getByTestId('path').textContent };
}

let alert: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(token('kongi_mom'));
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.mocked(leaveTo).mockClear();
});
afterEach(() => alert.mockRestore());

describe("owner pages' guard (spec §4 news management, ARCHITECTURE §4.19 codes)", () => {
  it("shows the owner's data", async () => {
    const view = renderGuard(async () => ({ owner: 'kongi_mom', isOwner: true }));
    await waitFor(() => expect(view.state()).toBe('ready'));
    expect(view.loader).toHaveBeenCalledWith('Code1234', expect.anything());
    expect(alert).not.toHaveBeenCalled();
  });

  it('UNAUTHENTICATED ends the session and leaves for /, staying on loading', async () => {
    const view = renderGuard(async () => Promise.reject(refusal('UNAUTHENTICATED')));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(useSession.getState().token).toBe('');
    expect(view.state()).toBe('loading');
    expect(alert).not.toHaveBeenCalled();
  });

  it.each<ErrorCode>(['NOT_OWNER', 'FORBIDDEN'])('%s alerts 권한이 없습니다. once and goes to / (session kept)', async (code) => {
    const view = renderGuard(async () => Promise.reject(refusal(code)));
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(MSG.event.notOwner);
    expect(view.state()).toBe('forbidden');
    expect(useSession.getState().username).toBe('kongi_mom');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it("a read without the server's isOwner (another member's page) is forbidden, whatever the username says", async () => {
    const view = renderGuard(async () => ({ owner: 'kongi_mom' }));
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(alert).toHaveBeenCalledWith(MSG.event.notOwner);
  });

  it("the co-parent's read (the creator's username, isOwner from the server) is the owner's page", async () => {
    const view = renderGuard(async () => ({ owner: 'kongi_dad', isOwner: true }));
    await waitFor(() => expect(view.state()).toBe('ready'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('NEWS_NOT_FOUND is notFound and stays on the page', async () => {
    const view = renderGuard(async () => Promise.reject(refusal('NEWS_NOT_FOUND')));
    await waitFor(() => expect(view.state()).toBe('notFound'));
    expect(view.path()).toBe('/event/manage/Code1234');
  });

  it('a missing code is notFound without calling the server', async () => {
    const view = renderGuard(async () => ({ owner: 'kongi_mom', isOwner: true }), '');
    await waitFor(() => expect(view.state()).toBe('notFound'));
    expect(view.loader).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', refusal('INTERNAL_ERROR')],
    ['a 404 of another kind', refusal('QUIZ_NOT_FOUND')],
    ['a network failure', new ApiRequestError(0, '네트워크', null, null)],
  ])('any other failure (%s) is error', async (_name, failure) => {
    const view = renderGuard(async () => Promise.reject(failure));
    await waitFor(() => expect(view.state()).toBe('error'));
    expect(alert).not.toHaveBeenCalled();
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
