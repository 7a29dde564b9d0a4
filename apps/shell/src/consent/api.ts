import { CONSENT_MSG, memberConsentsAgreeRoute, memberConsentsRoute, type MemberConsents, type MemberConsentsRequest } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * The renewal page's calls (ARCHITECTURE §4.24); both answer while the other member routes are closed.
 * @throws ApiRequestError (the server's code and Korean message, or the Korean fallback of a network failure).
 */

/** `memberConsentsRoute` → `{consents, pending, marketing}`. */
export function readConsents(): Promise<MemberConsents> {
  return callApi(memberConsentsRoute, {}, { fallbackMessage: CONSENT_MSG.renewalLoadFailed });
}

/** `memberConsentsAgreeRoute` with the ticked boxes → the state after; 400 CONSENT_REQUIRED names a pending box left unticked. */
export function agreeConsents(choices: MemberConsentsRequest): Promise<MemberConsents> {
  return callApi(memberConsentsAgreeRoute, { body: choices });
}
