import { MSG, type AccountInfo, type AccountUpdateRequest, type WithdrawRequest, type WithdrawResponse } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/** `GET /api/member/getAccountInfo` (ARCHITECTURE §4.21): the member's own fields. @throws ApiRequestError. */
export function fetchAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return apiRequest<AccountInfo>('/member/getAccountInfo', { signal, fallbackMessage: MSG.account.loadFailed });
}

/** `PUT /api/member/updateAccountInfo` → the fields as stored (phone as digits). @throws ApiRequestError. */
export function updateAccountInfo(body: AccountUpdateRequest): Promise<AccountInfo> {
  return apiRequest<AccountInfo>('/member/updateAccountInfo', { method: 'PUT', body, fallbackMessage: MSG.account.saveFailed });
}

/**
 * `DELETE /api/member/withdraw` `{password}` (`{}` for a social member) → `{withdrawn: true}`: the member and
 * everything of theirs are deleted. PASSWORD_MISMATCH and REAUTH_REQUIRED (401) keep the session.
 * @throws ApiRequestError.
 */
export function withdrawMember(body: WithdrawRequest): Promise<WithdrawResponse> {
  return apiRequest<WithdrawResponse>('/member/withdraw', { method: 'DELETE', body, fallbackMessage: MSG.account.withdrawFailed });
}
