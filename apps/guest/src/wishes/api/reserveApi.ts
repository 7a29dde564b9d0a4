import { MSG, reserveRoute, type ReserveRequest, type ReserveResponse } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `POST /api/wish/reserve/{wishId}` `{eventCode, reservedName, reservedEmail, reservedPassword, quantity, receiptEmail?, privacyConsent}`
 * (spec §7, ARCHITECTURE §4.7, §4.22) → 201 `{wishId, reservationId, quantity, reservedQuantity, isReserved}`
 * (`isReserved`: the wish is now fully reserved). Sent without the login token:
 * reserving needs no account, and a 401/403 must never sign a visitor out.
 * @throws ApiRequestError — RESERVATION_TAKEN (409, nothing left), RESERVATION_QUANTITY_EXCEEDED (409, fewer
 *   units remain; the message says how many), GROUP_GIFT_NOT_RESERVABLE (409), VALIDATION_FAILED (400, first message), CONSENT_REQUIRED (400),
 *   WISH_NOT_FOUND (404, also for another page's code), RATE_LIMITED (429); fallback MSG.reserve.failed.
 */
export function reserveWish(wishId: number, request: ReserveRequest): Promise<ReserveResponse> {
  return callApi(
    reserveRoute,
    { params: { wishId }, body: request },
    {
      auth: false,
      keepSessionOnAuthError: true,
      fallbackMessage: MSG.reserve.failed,
    },
  );
}
