import {
  accountInfoRoute,
  accountUpdateRoute,
  MSG,
  withdrawRoute,
  type AccountInfo,
  type AccountUpdateRequest,
  type WithdrawRequest,
  type WithdrawResponse,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** `accountInfoRoute` (`GET /api/member/getAccountInfo`, ARCHITECTURE §4.21): the member's own fields. @throws ApiRequestError. */
export function fetchAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return callApi(accountInfoRoute, {}, { signal, fallbackMessage: MSG.account.loadFailed });
}

/** `accountUpdateRoute` (`PUT /api/member/updateAccountInfo`) → the fields as stored (phone as digits). @throws ApiRequestError. */
export function updateAccountInfo(body: AccountUpdateRequest): Promise<AccountInfo> {
  return callApi(accountUpdateRoute, { body }, { fallbackMessage: MSG.account.saveFailed });
}

/**
 * `withdrawRoute` (`DELETE /api/member/withdraw`) `{password}` (`{}` for a social member) → `{withdrawn: true}`:
 * the member and everything of theirs are deleted. PASSWORD_MISMATCH and REAUTH_REQUIRED (401) keep the session.
 * @throws ApiRequestError.
 */
export function withdrawMember(body: WithdrawRequest): Promise<WithdrawResponse> {
  return callApi(withdrawRoute, { body }, { fallbackMessage: MSG.account.withdrawFailed });
}
