import { MEMBER_MAIL_MSG, verifyEmailResendRoute, type MemberMailResponse } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `verifyEmailResendRoute` (`POST /api/member/verifyEmailResend`, ARCHITECTURE §4.23) → `{message}`: a new
 * verification link is mailed (or the address is already verified). @throws ApiRequestError.
 */
export function resendVerificationMail(): Promise<MemberMailResponse> {
  return callApi(verifyEmailResendRoute, {}, { fallbackMessage: MEMBER_MAIL_MSG.resendFailed });
}
