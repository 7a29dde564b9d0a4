import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, uniqueMember } from './fixtures';

/** The address every seeded news page uses. */
export const TEST_ADDRESS = { postCode: '06236', address: '서울 강남구 테헤란로 152', detailAddress: '101동 1001호' };

/** Signs a new member up through `POST /api/joinProc` (expects 201); returns the member and its token. */
export async function joinMember(request: APIRequestContext, prefix: string) {
  const member = uniqueMember(prefix);
  const joined = await request.post('/api/joinProc', { data: member });
  expect(joined.status()).toBe(201);
  return { member, token: ((await joined.json()) as { accessToken: string }).accessToken };
}

/** A new member with a news page created through the API (expects 201); returns member, token and share code. */
export async function ownerWithNews(request: APIRequestContext, prefix: string, news: { title?: string; description?: string } = {}) {
  const { member, token } = await joinMember(request, prefix);
  const created = await request.post('/api/event/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: '콩이가 찾아왔어요', description: '우리 가족에게 찾아온 선물', ...news, ...TEST_ADDRESS },
  });
  expect(created.status()).toBe(201);
  return { member, token, code: ((await created.json()) as { code: string }).code };
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
