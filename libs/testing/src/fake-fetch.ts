import { ERROR_CODES, type ErrorCode } from '@babynews/contracts';

/**
 * A stand-in for `fetch` in the front ends' jsdom unit tests (jest project 'web'; jsdom has no
 * fetch): records every call and answers from a handler, so front-end code runs through the real
 * API client of libs/session.
 */

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

/** The API's error answer for `code` (ARCHITECTURE §4.19 shape), with the table's message unless given. */
export function errorAnswer(code: ErrorCode, message: string = ERROR_CODES[code].message): FakeAnswer {
  const { status } = ERROR_CODES[code];
  return { status, body: { statusCode: status, code, message, error: code } };
}

/** A 200 answer with `body`. */
export function okAnswer(body: unknown = {}): FakeAnswer {
  return { status: 200, body };
}

/**
 * Installs a fake `fetch` on the global object answering every call with `handler(call)`; a
 * handler that throws makes fetch reject like a network failure (TypeError). Installing again
 * replaces it. @returns the list the calls are recorded in, in order.
 */
export function installFakeFetch(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  const fake = async (input: string, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const text = typeof init.body === 'string' ? init.body : '';
    const call: FakeCall = {
      path: input.replace(/^\/api/, ''),
      method: init.method ?? 'GET',
      body: text && headers['Content-Type'] === 'application/json' ? JSON.parse(text) : text || undefined,
      headers,
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
  };
  Object.assign(globalThis, { fetch: fake });
  return calls;
}
