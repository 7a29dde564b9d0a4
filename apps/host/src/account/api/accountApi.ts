import {
  ACCOUNT_MSG,
  type AccountInfo,
  accountInfoRoute,
  type AccountUpdateRequest,
  accountUpdateRoute,
  type WithdrawRequest,
  type WithdrawResponse,
  withdrawRoute,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** `accountInfoRoute` (`GET /api/member/getAccountInfo`, ARCHITECTURE §4.21): the member's own fields. @throws ApiRequestError. */
export function fetchAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return callApi(accountInfoRoute, {}, { signal, fallbackMessage: ACCOUNT_MSG.loadFailed });
}

/** `accountUpdateRoute` (`PUT /api/member/updateAccountInfo`) → the fields as stored (phone as digits). @throws ApiRequestError. */
export function updateAccountInfo(body: AccountUpdateRequest): Promise<AccountInfo> {
  return callApi(accountUpdateRoute, { body }, { fallbackMessage: ACCOUNT_MSG.saveFailed });
}

/**
 * `withdrawRoute` (`DELETE /api/member/withdraw`) `{password}` (`{}` for a social member) → `{withdrawn: true}`:
 * the member and everything of theirs are deleted. PASSWORD_MISMATCH and REAUTH_REQUIRED (401) keep the session.
 * @throws ApiRequestError.
 */
export function withdrawMember(body: WithdrawRequest): Promise<WithdrawResponse> {
  return callApi(withdrawRoute, { body }, { fallbackMessage: ACCOUNT_MSG.withdrawFailed });
}
