import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { LANDING_DATA_ID, STORAGE_KEYS, type AssetGroup } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { fakeSessionToken, installFakeFetch, okAnswer, type FakeAnswer } from '@babynews/testing';
import { AppRoutes } from './app/router';
import { shellRenderer } from './server';

const hero: AssetGroup = { code: 'landing-hero', title: '봄에 오는, 우리 아기', mainImageUrl: null, mainImagePath: null, assetImages: [] };

describe('the browser adopts the landing the server rendered (ARCHITECTURE "How a first visit travels")', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    localStorage.clear();
    useSession.getState().logout();
    document.body.innerHTML = '';
  });

  it('hydrates without a mismatch for a signed-in member, keeps the server’s nodes, then shows the member’s header', async () => {
    const json = JSON.stringify({ hero, benefits: null, features: null });
    window.history.pushState({}, '', '/');
    // The server rendered for a visitor; this browser holds a member's token.
    const html = shellRenderer.renderPage('/', [{ id: LANDING_DATA_ID, json }]);
    document.body.innerHTML = `<script type="application/json" id="${LANDING_DATA_ID}">${json}</script><div id="root">${html}</div>`;
    localStorage.setItem(STORAGE_KEYS.token, fakeSessionToken());
    useSession.getState().hydrate();
    installFakeFetch((call) => (call.path.includes('landing-hero') ? okAnswer(hero) : new Promise<FakeAnswer>(() => undefined)));
    const container = document.getElementById('root') as HTMLElement;
    const serverHeading = container.querySelector('h1');
    expect(serverHeading?.textContent).toBe('봄에 오는,우리 아기');
    expect(container.textContent).toContain('LOGIN');

    window.scrollTo = () => undefined; // jsdom has none (the layout scrolls to the top on a new page)
    const mismatches: unknown[] = [];
    const consoleErrors = jest.spyOn(console, 'error').mockImplementation((...args) => mismatches.push(args));
    await act(async () => {
      root = hydrateRoot(
        container,
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'MYPAGE' })).toBeTruthy());
    consoleErrors.mockRestore();

    expect(mismatches).toEqual([]);
    // Adopted, not drawn again: the heading is the server's node.
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(screen.queryByRole('link', { name: 'LOGIN' })).toBeNull();
  });
});
