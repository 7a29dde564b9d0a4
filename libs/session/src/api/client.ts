import { MSG, type ApiError } from '@babynews/contracts';
import { useSession } from '../session.store';

/** Base path of every API call (DESIGN §4). */
export const API_BASE = '/api';

/**
 * A failed API call: `status` is the HTTP status (0 when the network failed), `message` the
 * server's Korean message or the caller's fallback, `body` the parsed response body (or null).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (serialised here) — or a URLSearchParams for a form-encoded body. */
  body?: unknown;
  /** Send the stored bearer token (default true when signed in). */
  auth?: boolean;
  /**
   * Keep the session on 401/403. By default a 401/403 to a request that carried the token
   * clears the session and sends the browser to '/' (spec §4, §8). Set this for calls whose
   * 401 is a business answer (e.g. the reservation password gate).
   */
  keepSessionOnAuthError?: boolean;
  /** Message used when the server sends none (Korean). */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

/**
 * Calls `API_BASE + path` and returns the parsed JSON body (undefined for an empty body).
 * Statuses 200–299 are success (spec §7); anything else throws ApiRequestError with the
 * server's `message` (DESIGN §4 error shape) or `fallbackMessage`. A network failure throws
 * ApiRequestError with status 0.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
    throw new ApiRequestError(0, fallbackMessage, null);
  }

  const parsed = await readBody(response);
  if (response.ok) return parsed as T;

  if ((response.status === 401 || response.status === 403) && token && !keepSessionOnAuthError) {
    useSession.getState().logout();
    window.location.assign('/');
  }
  throw new ApiRequestError(response.status, serverMessage(parsed) ?? fallbackMessage, parsed);
}

/** POSTs a form-encoded body (loginProc) and returns the parsed JSON answer. */
export function postForm<T>(path: string, fields: Record<string, string>, options: Omit<RequestOptions, 'body' | 'method'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body: new URLSearchParams(fields) });
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
