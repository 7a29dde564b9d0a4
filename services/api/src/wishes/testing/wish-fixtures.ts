import type { ReserveRequest } from '@babynews/contracts';
import type { TestApp } from '../../../test/harness';
import { bearer, newsBody, signUp } from '../../../test/helpers';
import { LinkPreviewService } from '../../link-preview/link-preview.service';
import { TitleFetchError } from '../../link-preview/safe-fetch';

/** Test fixtures of the issue-4 suites (wishes, reservations, uploads). Not part of the app bundle. */

/** A member with a news page: `{token, code, member}`. */
export async function ownerWithEvent(t: TestApp) {
  const { token, member } = await signUp(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody() });
  if (res.statusCode !== 201) throw new Error(`event/create answered ${res.statusCode}: ${res.body}`);
  return { token, member, code: res.json().code as string };
}

/** A valid wish body (override any field). */
export const wishBody = (overrides: Record<string, unknown> = {}) => ({
  title: '아기 욕조',
  description: '접이식이면 좋아요',
  link: 'https://www.coupang.com/vp/products/123',
  price: 39000,
  ...overrides,
});

/** A valid reserve body (override any field). */
export const reserveBody = (overrides: Partial<Record<keyof ReserveRequest, unknown>> & Record<string, unknown> = {}) => ({
  reservedName: '이모',
  reservedEmail: '010-1234-5678',
  reservedPassword: '1234',
  ...overrides,
});

/** Creates a wish through the API and returns its id (expects 201). */
export async function createWish(t: TestApp, token: string, code: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `/api/wish/create/${code}`, headers: bearer(token), payload: wishBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`wish/create answered ${res.statusCode}: ${res.body}`);
  return res.json().id;
}

/** Makes every title fetch of this app fail at once (no outbound traffic from API suites); returns the spy. */
export function quietTitles(t: TestApp) {
  return jest.spyOn(t.app.get(LinkPreviewService), 'fetchTitle').mockRejectedValue(new TitleFetchError('dns', 'disabled in tests'));
}

/** Smallest valid PNG (1×1, transparent). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
