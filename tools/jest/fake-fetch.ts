// A stand-in for window.fetch in the jsdom unit tier (jsdom has none): records every call and
// answers from a handler, so front-end code runs through the real API client (libs/session).
import { ERROR_CODES, type ErrorCode } from '@babynews/contracts';

/** One request the code under test sent: path after '/api', method, parsed JSON body, headers. */
export interface FakeCall {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** What the fake server answers: HTTP status and a JSON body (omit for an empty body). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** The error answer of the API for `code` (DESIGN §4.19 shape), with the table's message unless given. */
export function apiError(code: ErrorCode, message: string = ERROR_CODES[code].message): FakeAnswer {
  const { status } = ERROR_CODES[code];
  return { status, body: { statusCode: status, code, message, error: code } };
}

/** A 200 with `body`. */
export function ok(body: unknown = {}): FakeAnswer {
  return { status: 200, body };
}

/**
 * Installs a fake `fetch` on the global object answering every call with `handler(call)`; a
 * handler that throws makes fetch reject like a network failure. Returns the list the calls are
 * recorded in (in order). Restore with `delete (globalThis as any).fetch` or reinstall.
 */
export function installFetch(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  const fake = jest.fn(async (input: string, init: RequestInit = {}) => {
    const text = typeof init.body === 'string' ? init.body : '';
    const call: FakeCall = {
      path: input.replace(/^\/api/, ''),
      method: init.method ?? 'GET',
      body: text && init.body && (init.headers as Record<string, string>)?.['Content-Type'] === 'application/json' ? JSON.parse(text) : text || undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    let answer: FakeAnswer;
    try {
      answer = await handler(call);
    } catch {
      throw new TypeError('Failed to fetch');
    }
    const payload = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, text: async () => payload };
  });
  Object.assign(globalThis, { fetch: fake });
  return calls;
}
