import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  createApiClient,
  createFactories,
  encodeRequest,
  headerRecord,
  NEWS_ADDRESS,
  parseJson,
  withQuery,
  type ApiClient,
  type Factories,
  type Transport,
} from '@babynews/testing';

/** The address every seeded news page uses (the shared factories' NEWS_ADDRESS). */
export const TEST_ADDRESS = NEWS_ADDRESS;

/** The shared test client's transport over Playwright's `APIRequestContext` (its baseURL, its cookies). */
export function playwrightTransport(request: APIRequestContext): Transport {
  return {
    async request(method, path, options = {}) {
      const { headers, payload } = encodeRequest(options);
      const res = await request.fetch(withQuery(path, options.query), { method, headers, data: payload });
      const text = await res.text();
      return { status: res.status(), body: parseJson(text), text, headers: headerRecord(res.headers()) };
    },
  };
}

/** The typed API client and the factories of `@babynews/testing` over `request`. */
export function e2eKit(request: APIRequestContext): { api: ApiClient; make: Factories } {
  const api = createApiClient(playwrightTransport(request));
  return { api, make: createFactories(api) };
}

/** Signs a new member up through `POST /api/joinProc` (expects 201); returns the member and its token. */
export async function joinMember(request: APIRequestContext, prefix: string) {
  const { member, token } = await e2eKit(request).make.member({ prefix });
  return { member, token };
}

/** A new member with a news page created through the API (expects 201); returns member, token and share code. */
export async function ownerWithNews(request: APIRequestContext, prefix: string, news: { title?: string; description?: string } = {}) {
  const { member, token, code } = await e2eKit(request).make.ownerWithNews({ prefix, news });
  return { member, token, code };
}

/** A browser context, signed in with `token` when given (the session reads localStorage 'token'). */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  token?: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, ...options });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return context;
}

/** Accepts every alert/confirm of `page` and returns the list their texts are recorded in. */
export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}
