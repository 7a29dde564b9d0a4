import { MAIL_MSG, unsubscribeRoute, type UnsubscribeResponse } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `POST /api/mail/unsubscribe?token=` with the one-click field as JSON (ARCHITECTURE §4.23): anonymous
 * (the token is the only proof), answers the group that stopped.
 * @throws ApiRequestError UNSUBSCRIBE_LINK_INVALID / VALIDATION_FAILED for a bad token; a network
 *   failure carries `MAIL_MSG.unsubscribeFailed`.
 */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return callApi(
    unsubscribeRoute,
    { query: { token }, body: { 'List-Unsubscribe': 'One-Click' } },
    { auth: false, keepSessionOnAuthError: true, fallbackMessage: MAIL_MSG.unsubscribeFailed },
  );
}
