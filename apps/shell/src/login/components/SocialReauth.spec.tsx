import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MSG, SECURITY_MSG, STORAGE_KEYS, type RuntimeConfig } from '@babynews/contracts';
import { loadRuntimeConfig } from '../../federation/remotes';
import { oauthState } from '../../social/oauthState';
import { leaveTo } from '@babynews/session';
import { reauthProvider, SocialReauth } from './SocialReauth';

jest.mock('../../federation/remotes', () => ({ loadRuntimeConfig: jest.fn() }));
// jsdom cannot navigate: the page leaves through the session's replaceable leaveTo.
jest.mock('../../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const KAKAO_AUTH_URL = 'https://kauth.kakao.com/oauth/authorize';

function runtimeConfig(kakaoEnabled: boolean): RuntimeConfig {
  return {
    remotes: { guest: '/remotes/guest/mf-manifest.json', host: '/remotes/host/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
    publicBaseUrl: 'http://localhost',
    kakao: { authUrl: KAKAO_AUTH_URL, clientId: 'kakao-client', redirectUri: 'http://localhost/oauth/kakao', enabled: kakaoEnabled },
    google: { authUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'google-client', redirectUri: 'http://localhost/oauth/google', enabled: true },
    operator: { name: null, privacyOfficer: null, contactEmail: null },
    kakaoShare: null,
  };
}

function renderReauth() {
  render(
    <MemoryRouter initialEntries={['/user/login?reauth=kakao']}>
      <SocialReauth provider="kakao" />
    </MemoryRouter>,
  );
}

let assign: jest.MockedFunction<typeof leaveTo>;
beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(loadRuntimeConfig).mockReset();
  assign = jest.mocked(leaveTo);
  assign.mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('reauthProvider', () => {
  it('reads kakao and google from ?reauth= and nothing else', () => {
    expect(reauthProvider('?reauth=kakao')).toBe('kakao');
    expect(reauthProvider('?reauth=google')).toBe('google');
    expect(reauthProvider('?reauth=evil')).toBeNull();
    expect(reauthProvider('')).toBeNull();
  });
});

describe('SocialReauth (ARCHITECTURE §4.21 re-authentication of a social member)', () => {
  it('shows the redirect text while the settings load, then sends the browser to Kakao once with a remembered state', async () => {
    let answer: (config: RuntimeConfig) => void = () => undefined;
    jest.mocked(loadRuntimeConfig).mockReturnValue(new Promise<RuntimeConfig>((resolve) => (answer = resolve)));
    renderReauth();
    expect(screen.getByRole('status').textContent).toBe(SECURITY_MSG.reauthRedirecting);
    expect(assign).not.toHaveBeenCalled();

    await act(async () => answer(runtimeConfig(true)));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledTimes(1);
    const target = assign.mock.calls[0][0];
    expect(target.startsWith(`${KAKAO_AUTH_URL}?`)).toBe(true);
    const state = new URL(target).searchParams.get('state');
    expect(state).toBeTruthy();
    expect(oauthState.consume('kakao', state)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(SECURITY_MSG.reauthRedirecting);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when Kakao is not enabled, does not leave and shows the reason with a way back to the account page', async () => {
    jest.mocked(loadRuntimeConfig).mockResolvedValue(runtimeConfig(false));
    renderReauth();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.auth.socialUnavailable);
    expect(screen.getByRole('link', { name: SECURITY_MSG.backToAccount }).getAttribute('href')).toBe('/user/account');
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.oauthState('kakao'))).toBeNull();
  });

  it('when the settings cannot be loaded, does not leave and says so', async () => {
    jest.mocked(loadRuntimeConfig).mockRejectedValue(new Error('offline'));
    renderReauth();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.auth.socialConfigFailed);
    expect(screen.getByRole('link', { name: SECURITY_MSG.backToAccount }).getAttribute('href')).toBe('/user/account');
    expect(assign).not.toHaveBeenCalled();
  });
});
