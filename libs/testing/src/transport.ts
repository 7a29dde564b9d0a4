/**
 * How the typed test client reaches the API. Two implementations exist: Fastify `app.inject` for the
 * API's own tests (services/api/test/harness.ts) and HTTP against a running server for e2e
 * (`fetchTransport` below, or Playwright's `APIRequestContext` in e2e/support/actors.ts).
 * Test-only code: production code never imports `@babynews/testing` (lint rule in eslint.config.mjs).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request: a JSON `body` or a form-encoded `form` (never both), an optional bearer `token`. */
export interface TransportRequest {
  body?: unknown;
  /** Sent as `application/x-www-form-urlencoded` (loginProc, spec §5). */
  form?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`; null or undefined sends none. */
  token?: string | null;
  /** Appended as a query string (values URL-encoded). */
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * The answer: HTTP status, parsed JSON body (undefined when empty or not JSON), the raw text and the
 * response headers (names lower-case, see `headerRecord`).
 */
export interface TransportReply {
  status: number;
  body: unknown;
  text: string;
  headers: Record<string, string>;
}

/** Sends one API request; `path` starts with `/api/`. Never throws for an HTTP error status. */
export interface Transport {
  request(method: HttpMethod, path: string, request?: TransportRequest): Promise<TransportReply>;
}

/** Parses `text` as JSON; undefined for an empty or non-JSON body. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Response headers as one plain record with lower-case names, whatever the transport gives: a fetch
 * `Headers`, Node's `OutgoingHttpHeaders` (Fastify inject: numbers, arrays) or Playwright's record.
 * Repeated headers are joined with ', '.
 */
export function headerRecord(raw: Headers | Record<string, string | number | readonly string[] | undefined>): Record<string, string> {
  const entries: Array<[string, unknown]> = [];
  if (typeof Headers !== 'undefined' && raw instanceof Headers) raw.forEach((value, name) => entries.push([name, value]));
  else entries.push(...Object.entries(raw));
  const out: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** `path` plus `query` as a URL-encoded query string. */
export function withQuery(path: string, query?: Record<string, string>): string {
  if (!query || Object.keys(query).length === 0) return path;
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * Headers and payload of a request: JSON (`content-type: application/json`) or form-encoded; adds the
 * bearer token. Shared by every transport so they send byte-identical requests.
 */
export function encodeRequest(request: TransportRequest = {}): { headers: Record<string, string>; payload?: string } {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { headers, payload: new URLSearchParams(request.form).toString() };
  }
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    return { headers, payload: JSON.stringify(request.body) };
  }
  return { headers };
}

/** HTTP transport over the global `fetch` against `baseUrl` (e.g. `http://127.0.0.1:3101`). */
export function fetchTransport(baseUrl: string): Transport {
  const origin = baseUrl.replace(/\/+$/, '');
  return {
    async request(method, path, request = {}) {
      const { headers, payload } = encodeRequest(request);
      const res = await fetch(origin + withQuery(path, request.query), { method, headers, body: payload });
      const text = await res.text();
      return { status: res.status, body: parseJson(text), text, headers: headerRecord(res.headers) };
    },
  };
}
