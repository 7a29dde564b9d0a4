import { ERROR_CODES, type ErrorCode } from '@babynews/contracts';
import { STATUS_CODES } from 'node:http';
import type { SuiteContext } from './harness';
import { bearer, createWish, ownerWithNews, reserveBody } from './helpers';

/** The exact error body the API answers for `code` (ARCHITECTURE §4.19), with the table's message unless given. */
export function apiError(code: ErrorCode, message: string = ERROR_CODES[code].message) {
  const statusCode = ERROR_CODES[code].status;
  return { statusCode, code, message, error: STATUS_CODES[statusCode] };
}

/** Request helpers of the reservation suites; `ip` sets the client address Fastify sees. */
export function reservationCalls(s: SuiteContext) {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string, ip = '127.0.0.1') =>
    s.t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: ip });
  return {
    post: (url: string, payload: object, token?: string, ip?: string) => inject('POST', url, payload, token, ip),
    get: (url: string, token?: string) => inject('GET', url, undefined, token),
    put: (url: string, payload: object, token?: string) => inject('PUT', url, payload, token),
    reserve: (wishId: number, eventCode: string | undefined, overrides: Record<string, unknown> = {}, ip?: string) =>
      inject('POST', `/api/wish/reserve/${wishId}`, reserveBody({ ...(eventCode === undefined ? {} : { eventCode }), ...overrides }), undefined, ip),
    view: (wishId: number, eventCode: string, password: string, ip?: string) =>
      inject('POST', `/api/event/fetchWishReservedData/${wishId}`, { eventCode, password }, undefined, ip),
    unreserve: (wishId: number, eventCode: string, password: string, ip?: string) =>
      inject('POST', `/api/wish/unreserve/${wishId}`, { eventCode, password }, undefined, ip),
    status: (wishId: number, eventCode: string, password: string, orderStatus: string, ip?: string) =>
      inject('POST', `/api/wish/orderStatus/${wishId}`, { eventCode, password, orderStatus }, undefined, ip),
    name: (wishId: number, eventCode?: string) =>
      inject('GET', `/api/event/fetchWishReserverName/${wishId}${eventCode === undefined ? '' : `?eventCode=${encodeURIComponent(eventCode)}`}`),
    ownerView: (wishId: number, token?: string) => inject('GET', `/api/wish/reservation/${wishId}`, undefined, token),
    unlock: (wishId: number, token?: string) => inject('POST', `/api/wish/reservation/${wishId}/unlock`, {}, token),
  };
}

/** A news page with `count` wishes: `{token, code, wishIds}`. */
export async function pageWithWishes(s: SuiteContext, count = 1) {
  const owner = await ownerWithNews(s.t);
  const wishIds: number[] = [];
  for (let i = 0; i < count; i++) wishIds.push(await createWish(s.t, owner.token, owner.code, { title: `선물 ${i + 1}` }));
  return { ...owner, wishIds };
}
