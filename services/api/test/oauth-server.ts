import type { IncomingMessage } from 'node:http';
import { randomInt, randomUUID } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real local OAuth 2.0 / OpenID Connect server (oauth2-mock-server) playing both social providers
 * for the API tests and the browser suite:
 * - `GET /authorize` answers at once with a redirect carrying a fresh code (there is no login page:
 *   that is "passing the provider's page"). Who signs in comes from the cookie
 *   `mock_<provider>_user` (a test sets it, like being signed in at the provider); the value
 *   `deny` answers `error=access_denied` instead. Google codes contain a slash, like real ones.
 * - `POST /token` accepts a code only once, only for the client it was issued to, with that
 *   client's secret and the exact redirect_uri of the authorization request (else 400
 *   invalid_grant / 401 invalid_client) and answers an opaque access token.
 * - `GET /userinfo` requires `Authorization: Bearer <token>` and answers a Kakao-shaped profile
 *   `{id, kakao_account: {email, profile: {nickname}}}` for a Kakao token, the OIDC claims
 *   `{sub, email, email_verified, name}` for a Google token.
 */

export type MockProvider = 'kakao' | 'google';

/** Client credentials the mock knows; the API gets them through `OAuthMock.env`. */
export const MOCK_CLIENTS: Record<MockProvider, { clientId: string; clientSecret: string }> = {
  kakao: { clientId: 'kakao-test-client', clientSecret: 'kakao-test-secret' },
  google: { clientId: 'google-test-client.apps.googleusercontent.com', clientSecret: 'google-test-secret' },
};

/** Name of the cookie (on the mock's origin) naming the provider account that signs in. */
export const mockUserCookie = (provider: MockProvider) => `mock_${provider}_user`;

/** Cookie value that makes the provider answer `error=access_denied` (the user declined). */
export const DENY = 'deny';

/** A fresh provider user id: digits, like Kakao's ids and Google's `sub`. */
export const newProviderUserId = () => String(randomInt(10_000_000, 2_000_000_000));

interface IssuedCode {
  provider: MockProvider;
  userId: string;
  redirectUri: string;
}

export interface OAuthMock {
  /** Base URL, e.g. http://127.0.0.1:3110 */
  url: string;
  /** KAKAO_* and GOOGLE_* client ids, secrets and provider URLs pointing at this server. */
  env: Record<string, string>;
  /** Codes issued and not yet exchanged (tests check single use). */
  pendingCodes(): number;
  /**
   * What a browser does on the provider's page: `GET /authorize` as `userId` (cookie) with the
   * given redirect URI; resolves the `code` of the redirect (`state` is echoed back).
   */
  authorize(provider: MockProvider, userId: string, redirectUri: string): Promise<string>;
  stop(): Promise<void>;
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function providerOf(clientId: unknown): MockProvider | undefined {
  return (Object.keys(MOCK_CLIENTS) as MockProvider[]).find((p) => MOCK_CLIENTS[p].clientId === clientId);
}

/** The profile each provider answers for `userId` (deterministic, so tests can expect it). */
export function mockProfile(provider: MockProvider, userId: string): Record<string, unknown> {
  if (provider === 'kakao') {
    return {
      id: /^\d+$/.test(userId) ? Number(userId) : userId,
      connected_at: new Date().toISOString(),
      kakao_account: { email: `kakao${userId}@kakao.test`, profile: { nickname: `카카오${userId}` } },
    };
  }
  return { sub: userId, email: `google${userId}@gmail.test`, email_verified: true, name: `구글${userId}` };
}

/**
 * Starts the mock on `port` (0: any free port) at 127.0.0.1.
 * @throws when the port is taken.
 */
export async function startOAuthServer(port = 0): Promise<OAuthMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { provider: MockProvider; userId: string }>();
  const service = server.service;

  service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage & { query: Record<string, unknown> }) => {
    const { searchParams } = redirect.url;
    const code = searchParams.get('code');
    const provider = providerOf(req.query.client_id);
    if (!code) return;
    if (!provider) {
      searchParams.delete('code');
      searchParams.set('error', 'invalid_client');
      return;
    }
    const userId = cookieValue(req, mockUserCookie(provider)) ?? newProviderUserId();
    if (userId === DENY) {
      searchParams.delete('code');
      searchParams.set('error', 'access_denied');
      searchParams.set('error_description', 'User denied access');
      return;
    }
    const issued = provider === 'google' ? `4/${code}` : code;
    searchParams.set('code', issued);
    codes.set(issued, { provider, userId, redirectUri: String(req.query.redirect_uri) });
  });

  service.on('beforeResponse', (response: { statusCode: number; body: Record<string, unknown> }, req: IncomingMessage & { body: Record<string, unknown> }) => {
    const body = req.body;
    const refuse = (statusCode: number, error: string) => {
      response.statusCode = statusCode;
      response.body = { error, error_description: `mock provider: ${error}` };
    };
    if (body.grant_type !== 'authorization_code') return refuse(400, 'unsupported_grant_type');
    const issued = codes.get(String(body.code));
    codes.delete(String(body.code)); // single use, even when the request is refused
    if (!issued) return refuse(400, 'invalid_grant');
    const client = MOCK_CLIENTS[issued.provider];
    if (body.client_id !== client.clientId || body.client_secret !== client.clientSecret) return refuse(401, 'invalid_client');
    if (body.redirect_uri !== issued.redirectUri) return refuse(400, 'invalid_grant');
    const accessToken = `mock-${issued.provider}-${randomUUID()}`;
    tokens.set(accessToken, { provider: issued.provider, userId: issued.userId });
    response.body = { ...response.body, access_token: accessToken };
  });

  service.on('beforeUserinfo', (response: { statusCode: number; body: Record<string, unknown> }, req: IncomingMessage) => {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const owner = match ? tokens.get(match[1]) : undefined;
    if (!owner) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token', error_description: 'mock provider: unknown access token' };
      return;
    }
    response.body = mockProfile(owner.provider, owner.userId);
  });

  await server.start(port, '127.0.0.1');
  const url = `http://127.0.0.1:${server.address().port}`;
  const env: Record<string, string> = {};
  for (const provider of ['kakao', 'google'] as const) {
    const prefix = provider.toUpperCase();
    env[`${prefix}_CLIENT_ID`] = MOCK_CLIENTS[provider].clientId;
    env[`${prefix}_CLIENT_SECRET`] = MOCK_CLIENTS[provider].clientSecret;
    env[`${prefix}_AUTH_URL`] = `${url}/authorize`;
    env[`${prefix}_TOKEN_URL`] = `${url}/token`;
    env[`${prefix}_PROFILE_URL`] = `${url}/userinfo`;
  }

  return {
    url,
    env,
    pendingCodes: () => codes.size,
    async authorize(provider, userId, redirectUri) {
      const query = new URLSearchParams({ response_type: 'code', client_id: MOCK_CLIENTS[provider].clientId, redirect_uri: redirectUri, state: 'test-state' });
      const res = await fetch(`${url}/authorize?${query}`, {
        redirect: 'manual',
        headers: { cookie: `${mockUserCookie(provider)}=${encodeURIComponent(userId)}` },
      });
      const location = new URL(res.headers.get('location') ?? '');
      const code = location.searchParams.get('code');
      if (!code) throw new Error(`mock provider redirected without a code: ${location}`);
      return code;
    },
    stop: () => server.stop(),
  };
}
