import {
  GIFT_MSG,
  MSG,
  type EventWrapUp,
  type PledgeReceivedRequest,
  type PledgeReceivedResponse,
  type ThankedRequest,
  type ThankedResponse,
  type ThankYouResponse,
  type PledgeThankYouRequest,
  THANKS_MSG,
  eventWrapUpRoute,
  pledgeReceivedRoute,
  pledgeThankYouRoute,
  reservationThankYouRoute,
  routeUrl,
  thankedRoute,
} from '@babynews/contracts';
import { API_BASE, ApiRequestError, callApi, useSession } from '@babynews/session';

/**
 * `eventWrapUpRoute` (`GET /api/event/summary/{code}`, owner only) → the wrap-up summary (ARCHITECTURE §4.20), with the
 * reservations' units, the pledges and their KRW totals (§4.22).
 * @throws ApiRequestError — NEWS_NOT_FOUND (404), NOT_OWNER (403), UNAUTHENTICATED (401); fallback MSG.parent.summaryLoadFailed.
 */
export function fetchSummary(code: string, signal?: AbortSignal): Promise<EventWrapUp> {
  return callApi(eventWrapUpRoute, { params: { code }, query: {} }, { signal, fallbackMessage: MSG.parent.summaryLoadFailed });
}

/**
 * `PUT /api/wish/reservation/{wishId}/thanked {thanked, reservationId}` (owner only, ARCHITECTURE §4.20,
 * §4.22) → `{wishId, reservationId, thanked}`; `reservationId` '' is left out (the wish's only reservation).
 * @throws ApiRequestError — RESERVATION_NOT_FOUND / WISH_NOT_FOUND (404), NOT_OWNER (403); fallback MSG.parent.thankedFailed.
 */
export function setThanked(wishId: number, reservationId: string, thanked: boolean): Promise<ThankedResponse> {
  const body: ThankedRequest = { thanked, ...(reservationId ? { reservationId } : {}) };
  return callApi(thankedRoute, { params: { wishId }, body }, { fallbackMessage: MSG.parent.thankedFailed });
}

/**
 * `PUT /api/pledge/{pledgeId}/received {received}` (news page owner only, ARCHITECTURE §4.22) → `{pledgeId, received}`.
 * @throws ApiRequestError — PLEDGE_NOT_FOUND (404), NOT_OWNER (403); fallback GIFT_MSG.pledgeReceivedFailed.
 */
export function setPledgeReceived(pledgeId: string, received: boolean): Promise<PledgeReceivedResponse> {
  const body: PledgeReceivedRequest = { received };
  return callApi(pledgeReceivedRoute, { params: { pledgeId }, body }, { fallbackMessage: GIFT_MSG.pledgeReceivedFailed });
}

/**
 * `POST /api/wish/reservation/{wishId}/thankYou {reservationId, message, withBirthPhoto?}` (owner only,
 * ARCHITECTURE "Thank-you notes") → `{thankYouAt, thanked: true}`: the note goes to the relative's receipt address.
 * @throws ApiRequestError — WISH_NOT_FOUND / RESERVATION_NOT_FOUND (404), NOT_OWNER (403),
 *   THANK_YOU_NO_EMAIL / THANK_YOU_ALREADY_SENT (409), VALIDATION_FAILED (400: no birth photo any more); fallback THANKS_MSG.failed.
 */
export function sendReservationThankYou(wishId: number, reservationId: string, note: PledgeThankYouRequest): Promise<ThankYouResponse> {
  return callApi(reservationThankYouRoute, { params: { wishId }, body: { reservationId, ...note } }, { fallbackMessage: THANKS_MSG.failed });
}

/**
 * `POST /api/pledge/{pledgeId}/thankYou {message, withBirthPhoto?}` (owner only) → `{thankYouAt, thanked: true}`.
 * @throws ApiRequestError — PLEDGE_NOT_FOUND (404), NOT_OWNER (403), THANK_YOU_NO_EMAIL / THANK_YOU_ALREADY_SENT (409),
 *   VALIDATION_FAILED (400); fallback THANKS_MSG.failed.
 */
export function sendPledgeThankYou(pledgeId: string, note: PledgeThankYouRequest): Promise<ThankYouResponse> {
  return callApi(pledgeThankYouRoute, { params: { pledgeId }, body: note }, { fallbackMessage: THANKS_MSG.failed });
}

/**
 * `eventWrapUpRoute` with `?format=csv` and the member's token → the CSV as a Blob (UTF-8 with a
 * BOM, so Excel shows the Korean). The JSON client cannot read it, hence a plain `fetch`.
 * @throws ApiRequestError — the server's error (code and Korean message), or MSG.parent.csvFailed.
 */
export async function fetchSummaryCsv(code: string): Promise<Blob> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${routeUrl(eventWrapUpRoute, { code }, { format: 'csv' })}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiRequestError(0, MSG.parent.csvFailed, null);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, body?.message ?? MSG.parent.csvFailed, body);
  }
  return response.blob();
}

/** Saves `blob` as `fileName` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
