import {
  ERASE_MSG,
  GIFT_MSG,
  pledgeEraseRoute,
  type EraseResponse,
  MSG,
  pledgeCancelRoute,
  pledgePinResetRequestRoute,
  pledgeToFundRoute,
  pledgeToWishRoute,
  pledgeViewRoute,
  type PinResetRequestResponse,
  type PledgeCancelResponse,
  type PledgeRequest,
  type PledgeResponse,
  type PledgeView,
} from '@babynews/contracts';
import { callApi, type RequestOptions } from '@babynews/session';

/**
 * A pledger's calls (ARCHITECTURE §4.22): to a group gift, to the news page's 축의금 fund, and the PIN view
 * and cancel of one pledge. Every one carries the news page's share code (`eventCode`). All are sent
 * without the login token and with `keepSessionOnAuthError`: pledging needs no account, and a 401 here
 * means a wrong PIN, never a signed-out member. No payment is processed: a pledge is a recorded promise.
 * Failures are ApiRequestErrors whose `code` (libs/contracts errors.ts) the callers branch on.
 */
const anonymous: Pick<RequestOptions, 'auth' | 'keepSessionOnAuthError'> = { auth: false, keepSessionOnAuthError: true };

/**
 * `POST /api/wish/pledge/{wishId}` `{eventCode, name, contact, amount, message, password, receiptEmail?, privacyConsent}` (amount in KRW,
 * at least 1,000, at most what remains of the price) → 201 `{pledgeId, amount, transferGuide}`.
 * @throws ApiRequestError — PLEDGE_AMOUNT_EXCEEDED (409, the message names what remains), GROUP_GIFT_FUNDED
 *   (409), NOT_GROUP_GIFT (409), VALIDATION_FAILED / CONSENT_REQUIRED (400), WISH_NOT_FOUND (404); fallback GIFT_MSG.pledgeFailed.
 */
export function pledgeToWish(wishId: number, request: PledgeRequest): Promise<PledgeResponse> {
  return callApi(pledgeToWishRoute, { params: { wishId }, body: request }, { ...anonymous, fallbackMessage: GIFT_MSG.pledgeFailed });
}

/**
 * `POST /api/event/pledge/{code}` — the same body, to the news page's 축의금 fund (body `eventCode` = `code`)
 * → 201 `{pledgeId, amount, transferGuide}` (the guide only here and in the PIN view, never in the public read).
 * @throws ApiRequestError — FUND_CLOSED (409), VALIDATION_FAILED (400), NEWS_NOT_FOUND (404); fallback GIFT_MSG.pledgeFailed.
 */
export function pledgeToFund(code: string, request: PledgeRequest): Promise<PledgeResponse> {
  return callApi(pledgeToFundRoute, { params: { code }, body: request }, { ...anonymous, fallbackMessage: GIFT_MSG.pledgeFailed });
}

/**
 * `POST /api/pledge/view/{pledgeId}` `{eventCode, password}` → the pledger's own view (amount, message,
 * received flag, transfer guide).
 * @throws ApiRequestError — RESERVATION_PIN_WRONG (401), RESERVATION_LOCKED / RESERVATION_LOCKED_UNTIL_UNLOCKED /
 *   ATTEMPT_BUDGET_EXCEEDED (429), PLEDGE_NOT_FOUND (404, also for another page's code).
 */
export function viewPledge(pledgeId: string, eventCode: string, password: string): Promise<PledgeView> {
  return callApi(pledgeViewRoute, { params: { pledgeId }, body: { eventCode, password } }, { ...anonymous, fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/pledge/cancel/{pledgeId}` `{eventCode, password}` → `{pledgeId, cancelled: true}`.
 * @throws ApiRequestError — PLEDGE_ALREADY_RECEIVED (409) and the errors of viewPledge; fallback '다시 시도해주세요.'.
 */
export function cancelPledge(pledgeId: string, eventCode: string, password: string): Promise<PledgeCancelResponse> {
  return callApi(pledgeCancelRoute, { params: { pledgeId }, body: { eventCode, password } }, { ...anonymous, fallbackMessage: MSG.reserve.unreserveFailed });
}

/**
 * `POST /api/pledge/pinResetRequest/{pledgeId}` `{eventCode}` → `{message}` (ARCHITECTURE §4.23): a one-time
 * link to set a new PIN goes to the pledge's receipt address, if it has one; the answer is the same either way.
 * @throws ApiRequestError — PLEDGE_NOT_FOUND (404), TOO_MANY_REQUESTS (429); fallback MSG.common.genericError.
 */
export function requestPledgePinReset(pledgeId: string, eventCode: string): Promise<PinResetRequestResponse> {
  return callApi(pledgePinResetRequestRoute, { params: { pledgeId }, body: { eventCode } }, { ...anonymous, fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/pledge/erase/{pledgeId}` `{eventCode, password}` → `{erased}` (ARCHITECTURE §4.24): 'deleted'
 * (not yet received: the pledge and its amount go) or 'anonymized' (received: kept without name, contact or message).
 * @throws ApiRequestError — the errors of viewPledge; fallback ERASE_MSG.failed.
 */
export function erasePledge(pledgeId: string, eventCode: string, password: string): Promise<EraseResponse> {
  return callApi(pledgeEraseRoute, { params: { pledgeId }, body: { eventCode, password } }, { ...anonymous, fallbackMessage: ERASE_MSG.failed });
}
