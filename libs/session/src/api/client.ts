import { API_PREFIX, CONSENT_RENEWAL_STATUS, MSG, type ApiError, type ErrorCode } from '@babynews/contracts';
import { leaveTo } from '../navigation';
import { useSession } from '../session.store';

/** Base path of every API call (ARCHITECTURE §4): the API table's prefix. */
export const API_BASE = API_PREFIX;

/**
 * A failed API call (ARCHITECTURE §4.19). Branch on `code`, never on `status` or `message`:
 * - `code`: the error-code table's code read from the body's `code` (e.g. 'RESERVATION_TAKEN'),
 *   or null when the server was not reached (`status` 0) or answered without a known code
 *   (e.g. an HTML page from a proxy) — callers treat null as "show the fallback";
 * - `status`: the HTTP status, 0 when the network failed (kept for logs and the network check);
 * - `message`: the server's Korean message or the caller's fallback (for display only);
 * - `body`: the parsed response body (or null).
 * `code` defaults to the one found in `body`; pass it to build a local failure (e.g. a missing
 * share code is `'NEWS_NOT_FOUND'` without a call).
 */
export class ApiRequestError extends Error {
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    code: ErrorCode | null = codeOf(body),
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
  }
}

/** The shape of every code of the error-code table (`RESERVATION_TAKEN`). */
const CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

/**
 * The error-code table's code in an error body `{code}`, or null (ARCHITECTURE §4.19). Every error answer of
 * the API carries a code of the table (the API's own tests hold it to that), so the client checks the code's
 * shape, not the table: the table (status per code) stays out of the first visit's shared session module.
 */
export function codeOf(body: unknown): ErrorCode | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  const code = (body as { code: unknown }).code;
  return typeof code === 'string' && CODE_SHAPE.test(code) ? (code as ErrorCode) : null;
}

/**
 * The codes that say the stored token itself is no good (expired, forged, member gone) or lacks
 * the role a route needs: the client ends the session on them (spec §4, §8 "401 or 403 clears
 * the session"). Business refusals that share the statuses — a wrong reservation PIN (401),
 * another member's news (NOT_OWNER, 403), a refused upload path (403), the withdrawal's wrong password
 * (PASSWORD_MISMATCH, 401) or stale sign-in (REAUTH_REQUIRED, 401) — keep the session.
 */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN'];

/**
 * True when a failed answer ends the session: its code is one of SESSION_ENDING_CODES, or it
 * carries no code at all and its status is 401/403 (an answer from something other than the API
 * in front of it, where spec §8's status rule is all there is).
 */
export function endsSession(status: number, code: ErrorCode | null): boolean {
  if (code !== null) return SESSION_ENDING_CODES.includes(code);
  return status === 401 || status === 403;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (serialised here) — or a URLSearchParams for a form-encoded body. */
  body?: unknown;
  /** Send the stored bearer token (default true when signed in). */
  auth?: boolean;
  /**
   * Keep the session even on a session-ending answer (see endsSession: UNAUTHENTICATED,
   * FORBIDDEN). By default such an answer to a request that carried the token clears the
   * session and sends the browser to '/' (spec §4, §8). Set this when the page decides itself
   * (e.g. the owner pages' guard) or the call is anonymous.
   */
  keepSessionOnAuthError?: boolean;
  /** Message used when the server sends none (Korean). */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

/**
 * The HTTP exchange under `callApi` (call.ts), which every caller uses; not exported from the library.
 * Calls `API_BASE + path` and returns the parsed JSON body (undefined for an empty body).
 * Statuses 200–299 are success (spec §7); anything else throws ApiRequestError with the body's
 * `code` and `message` (ARCHITECTURE §4.19 error shape `{statusCode, code, message, error}`) or
 * `fallbackMessage`. A network failure throws ApiRequestError with status 0 and code null; an
 * abort rethrows the AbortError. A session-ending answer (endsSession) to a call that carried
 * the token signs out and goes to '/' unless `keepSessionOnAuthError`; a 403 CONSENT_REQUIRED (a required
 * document's new version) goes to `/user/consent?next={this page}`.
 */
export async function sendRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, auth = true, keepSessionOnAuthError = false, fallbackMessage = MSG.common.genericError, signal } = options;
  const token = auth ? useSession.getState().token : '';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    payload = body.toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiRequestError(0, fallbackMessage, null, null);
  }

  const parsed = await readBody(response);
  if (response.ok) return parsed;

  const failure = new ApiRequestError(response.status, serverMessage(parsed) ?? fallbackMessage, parsed);
  if (token && !keepSessionOnAuthError && endsSession(failure.status, failure.code)) {
    useSession.getState().logout();
    leaveTo('/');
  }
  // A required document has a new version (ARCHITECTURE §4.24): agree on the shell's consent page (shell.json), then come back.
  if (token && failure.code === 'CONSENT_REQUIRED' && failure.status === CONSENT_RENEWAL_STATUS) {
    leaveTo(`/user/consent?next=${encodeURIComponent(location.pathname + location.search)}`);
  }
  throw failure;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() && body.length < 500 && !body.trimStart().startsWith('<')) return body.trim();
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as Partial<ApiError>).message as unknown;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return undefined;
}
