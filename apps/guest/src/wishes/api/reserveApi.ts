import { MSG, type ReserveRequest, type ReserveResponse } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/**
 * `POST /api/wish/reserve/{wishId}` (spec §7, DESIGN §4.7) → 201 `{wishId, isReserved: true}`.
 * Sent without the login token: reserving needs no account, and a 401/403 must never sign a
 * visitor out.
 * @throws ApiRequestError — 409 '이미 예약된 상품입니다.', 400 with the first validation message,
 *   429 when rate limited, else the server's text or MSG.reserve.failed.
 */
export function reserveWish(wishId: number, request: ReserveRequest): Promise<ReserveResponse> {
  return apiRequest<ReserveResponse>(`/wish/reserve/${wishId}`, {
    method: 'POST',
    body: request,
    auth: false,
    keepSessionOnAuthError: true,
    fallbackMessage: MSG.reserve.failed,
  });
}
