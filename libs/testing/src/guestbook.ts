import {
  guestbookRoutes,
  type GuestbookDeletedResponse,
  type GuestbookHiddenResponse,
  type GuestbookManagePage,
  type GuestbookPage,
  type GuestbookPostInput,
  type GuestbookPostResponse,
  type RouteBody,
} from '@babynews/contracts';
import type { Overrides } from './bodies';
import { expectStatus, type ApiClient, type Reply } from './client';

/**
 * Guestbook calls and factory (ARCHITECTURE "Guestbook"), kept beside the shared client so the API tests
 * and e2e reach them the same way: `guestbookApi(api)` over any `ApiClient`, paths from the API table
 * (`guestbookRoutes`). Posts from one client address count against its limit (5 per 10 minutes): a suite
 * that posts more sends them from several addresses (`app.inject`'s `remoteAddress`).
 */

/** The relative of every generated entry: name, message, 4-digit PIN and the ticked box of the relatives' notice. */
export const GUESTBOOK_WRITER = { name: '김이모', message: '축하해요! 건강하게 만나요.', password: '1234', privacyConsent: true } as const;

/** A valid `POST /api/guestbook/{code}` body for the news page `eventCode`; override any field (`privacyConsent: undefined` leaves it out). */
export function guestbookBody(eventCode: string, overrides: Overrides<GuestbookPostInput> = {}): GuestbookPostInput {
  return { eventCode, ...GUESTBOOK_WRITER, ...overrides } as GuestbookPostInput;
}

/**
 * Texts that look like markup or code: a guestbook stores and answers them as plain text, character for
 * character (React escapes them on screen). Each fits a name (≤ 50 characters) and a message (≤ 300).
 */
export const TEXT_XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  '<a href="javascript:alert(1)">축하</a>',
  '&lt;b&gt;굵게&lt;/b&gt; &amp; &#60;',
  '{{constructor.constructor("alert(1)")()}}',
  "'; DROP TABLE guestbook_entry; --",
  '축하해요 🎉\n둘째 줄\t탭',
];

/** Token of a member, or null for an anonymous call. */
type Token = string | null;

/** The guestbook calls of the typed client (bodies passed as given, so validation tests can send anything). */
export interface GuestbookApi {
  /** `GET /api/guestbook/{code}?page=` → 200 one page of the visible entries. */
  list(code: string, page?: string): Promise<Reply<GuestbookPage>>;
  /** `POST /api/guestbook/{code}` → 201 `{entryId}` (from the transport's client address). */
  post(code: string, body: unknown): Promise<Reply<GuestbookPostResponse>>;
  /** `POST /api/guestbook/delete/{entryId}` `{eventCode, password}` → 200 `{entryId, deleted: true}`. */
  deleteWithPin(entryId: string, body: unknown): Promise<Reply<GuestbookDeletedResponse>>;
  /** `PUT /api/guestbook/{entryId}/hidden` `{hidden}` (owner) → 200 `{entryId, hidden}`. */
  setHidden(token: Token, entryId: string, body: unknown): Promise<Reply<GuestbookHiddenResponse>>;
  /** `DELETE /api/guestbook/{entryId}` (owner) → 200 `{entryId, deleted: true}`. */
  remove(token: Token, entryId: string): Promise<Reply<GuestbookDeletedResponse>>;
  /** `GET /api/guestbook/{code}/manage?page=` (owner) → 200 one page of every entry, hidden ones marked. */
  manage(token: Token, code: string, page?: string): Promise<Reply<GuestbookManagePage>>;
  /** An entry on page `code` (`guestbookBody` with `overrides`, expects 201): its `entryId`. */
  entry(code: string, overrides?: Overrides<GuestbookPostInput>): Promise<string>;
}

/** The guestbook calls over `client` (inject transport in API tests, HTTP in e2e). */
export function guestbookApi(client: ApiClient): GuestbookApi {
  const routes = guestbookRoutes;
  const query = (page?: string) => (page === undefined ? {} : { page });
  const api: Omit<GuestbookApi, 'entry'> = {
    list: (code, page) => client.route(routes.list, { params: { code }, query: query(page) }),
    post: (code, body) => client.route(routes.post, { params: { code }, body: body as RouteBody<typeof routes.post> }),
    deleteWithPin: (entryId, body) => client.route(routes.pinDelete, { params: { entryId }, body: body as RouteBody<typeof routes.pinDelete> }),
    setHidden: (token, entryId, body) => client.route(routes.hidden, { params: { entryId }, body: body as RouteBody<typeof routes.hidden> }, token),
    remove: (token, entryId) => client.route(routes.ownerDelete, { params: { entryId } }, token),
    manage: (token, code, page) => client.route(routes.manage, { params: { code }, query: query(page) }, token),
  };
  return {
    ...api,
    entry: async (code, overrides) => expectStatus(await api.post(code, guestbookBody(code, overrides)), 201, `guestbook/${code}`).entryId,
  };
}
