import { MSG } from '@babynews/contracts';
import { errorMessage, hasCode, refused } from '@babynews/session';

/**
 * The Korean message of a failed save (spec §8 "Notice"): create 403 → '권한이 없습니다. 관리자만 공지사항을
 * 등록할 수 있습니다.', edit 403 → the edit variant, edit 404 → '존재하지 않는 공지사항입니다.'; otherwise the
 * server's message for a refusal (validation, upload), else '공지사항 등록/수정 중 오류가 발생했습니다.'.
 */
export function noticeSaveError(error: unknown, mode: 'create' | 'edit'): string {
  if (hasCode(error, 'FORBIDDEN', 'UNAUTHENTICATED')) return mode === 'create' ? MSG.notice.createForbidden : MSG.notice.editForbidden;
  if (mode === 'edit' && hasCode(error, 'NOTICE_NOT_FOUND')) return MSG.notice.editMissing;
  return errorMessage(error, mode === 'create' ? MSG.notice.createFailed : MSG.notice.editFailed, refused);
}
