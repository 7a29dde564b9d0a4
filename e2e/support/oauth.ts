import type { BrowserContext } from '@playwright/test';
import {
  DENY,
  MOCK_CLIENTS,
  mockUserCookie,
  newProviderUserId,
  startOAuthServer,
  type MockProvider,
  type OAuthMock,
} from '../../services/api/test/oauth-server';

/**
 * The browser suite's OAuth provider: the API tests' local OAuth 2.0 server
 * (services/api/test/oauth-server.ts) playing Kakao and Google. Global setup starts it before the
 * API servers and hands its address to the test workers in E2E_OAUTH_URL.
 */
export const OAUTH_URL_VAR = 'E2E_OAUTH_URL';

export { DENY, MOCK_CLIENTS, newProviderUserId, type MockProvider };

/** Starts the mock on a free port; its `env` configures an API server to use it. */
export async function startOAuthMock(): Promise<OAuthMock> {
  const mock = await startOAuthServer(0);
  process.env[OAUTH_URL_VAR] = mock.url;
  return mock;
}

/** Address of the running mock (from global setup). */
export function oauthUrl(): string {
  const url = process.env[OAUTH_URL_VAR];
  if (!url) throw new Error(`${OAUTH_URL_VAR} is not set: global setup did not start the OAuth mock`);
  return url;
}

/**
 * Makes `userId` the account that is signed in at the mock `provider` for this browser context
 * (a cookie on the provider's origin, like a real provider session). `DENY` makes the provider
 * answer `error=access_denied`.
 */
export async function signInAtProvider(context: BrowserContext, provider: MockProvider, userId: string): Promise<void> {
  await context.addCookies([{ name: mockUserCookie(provider), value: userId, url: oauthUrl() }]);
}
