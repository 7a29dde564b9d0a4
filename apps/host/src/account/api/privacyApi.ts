import {
  EXPORT_MSG,
  memberExportRoute,
  seoulToday,
  withdrawalPreviewRoute,
  type MemberExport,
  type MemberExportRequest,
  type WithdrawalPreview,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `memberExportRoute` (`POST /api/member/export`) `{password}` (`{}` for a social member) → the member's data
 * (ARCHITECTURE §4.24). PASSWORD_MISMATCH / REAUTH_REQUIRED (401) keep the session; RATE_LIMITED (429)
 * carries EXPORT_MSG.perDay. @throws ApiRequestError.
 */
export function fetchMemberExport(body: MemberExportRequest): Promise<MemberExport> {
  return callApi(memberExportRoute, { body }, { fallbackMessage: EXPORT_MSG.failed });
}

/** `withdrawalPreviewRoute` (`GET /api/member/withdrawalPreview`) → how much the withdrawal deletes. @throws ApiRequestError. */
export function fetchWithdrawalPreview(signal?: AbortSignal): Promise<WithdrawalPreview> {
  return callApi(withdrawalPreviewRoute, {}, { signal });
}

/** The export's file name for the Seoul day of `now`: `babynews-내정보-YYYYMMDD.json`. */
export function exportFileName(now: Date): string {
  return EXPORT_MSG.fileName(seoulToday(now).replace(/-/g, ''));
}

/**
 * Saves `document` as the JSON file `fileName` through a Blob and a temporary link (the browser's
 * download); the object URL is revoked once the click was handled.
 */
export function saveJsonFile(document: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
