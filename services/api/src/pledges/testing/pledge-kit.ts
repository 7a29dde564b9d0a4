import {
  API_PREFIX,
  eventReadRoute,
  eventWrapUpRoute,
  pledgeCancelRoute,
  pledgeReceivedRoute,
  pledgeToFundRoute,
  pledgeToWishRoute,
  pledgeViewRoute,
  routeUrl,
  type PledgeInput,
  type RouteDeclaration,
} from '@babynews/contracts';
import type { SuiteContext } from '../../../test/harness';

/**
 * A valid pledge body for the page `eventCode` (10,000 KRW, PIN 1234, the relatives' notice agreed to,
 * ARCHITECTURE §4.24); override any field (`privacyConsent: undefined` leaves the consent out).
 */
export function pledgeBody(eventCode: string, overrides: Record<string, unknown> = {}): PledgeInput & Record<string, unknown> {
  return { eventCode, name: '김친구', contact: '010-2222-3333', amount: 10_000, message: '축하해요!', password: '1234', privacyConsent: true, ...overrides };
}

/** `/api` + the path of the table route `route` with `params` filled in (URL-encoded). */
const routePath = (route: Pick<RouteDeclaration, 'path'>, params: Record<string, string | number>) => `${API_PREFIX}${routeUrl(route, params)}`;

/** One answer: status, parsed body and the raw text (to assert what it must never contain). */
export interface PledgeReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked field by field
  body: any;
  text: string;
}

/**
 * Request helpers of the pledge suites (ARCHITECTURE §4.22) over `app.inject`, the pledge routes' paths
 * from the API table (`routeUrl`); `ip` sets the client address Fastify sees (the per-address attempt
 * budget), `token` the caller's access token.
 */
export function pledgeCalls(s: SuiteContext) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string | null, ip = '127.0.0.1'): Promise<PledgeReply> => {
    const res = await s.t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: ip });
    let body: unknown = null;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      body = null;
    }
    return { status: res.statusCode, body, text: res.body };
  };
  return {
    call,
    toWish: (wishId: number, body: object, ip?: string) => call('POST', routePath(pledgeToWishRoute, { wishId }), body, null, ip),
    toFund: (code: string, body: object, ip?: string) => call('POST', routePath(pledgeToFundRoute, { code }), body, null, ip),
    view: (pledgeId: string, eventCode: string, password: string, ip?: string) =>
      call('POST', routePath(pledgeViewRoute, { pledgeId }), { eventCode, password }, null, ip),
    cancel: (pledgeId: string, eventCode: string, password: string, ip?: string) =>
      call('POST', routePath(pledgeCancelRoute, { pledgeId }), { eventCode, password }, null, ip),
    received: (pledgeId: string, body: object, token: string | null) => call('PUT', routePath(pledgeReceivedRoute, { pledgeId }), body, token),
    read: (code: string, token?: string | null) => call('GET', routePath(eventReadRoute, { code }), undefined, token),
    html: async (path: string) => (await s.t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } })).body,
    summary: (code: string, token: string | null, format?: 'csv') =>
      call('GET', `${routePath(eventWrapUpRoute, { code })}${format ? `?format=${format}` : ''}`, undefined, token),
  };
}
