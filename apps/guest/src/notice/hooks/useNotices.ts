import type { Notice, NoticeSummary } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { MSG } from '@babynews/contracts';
import { useAsyncResource, type AsyncResource } from '@babynews/ui';
import { fetchNotice, fetchNotices } from '../api/noticeApi';

/** The notice list (`GET /api/notice/fetchAll`); `reload()` is the retry button (spec §2 "Notice list"). */
export function useNotices(): AsyncResource<NoticeSummary[]> {
  return useAsyncResource((signal) => fetchNotices(signal), []);
}

/** Parses the `:id` route parameter (a positive integer), else null. */
export function noticeIdFrom(param: string | undefined): number | null {
  return param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * The notice of route parameter `id` (`GET /api/notice/fetch/{id}`). A malformed id ends at once as an
 * error with code NOTICE_NOT_FOUND, without a call.
 */
export function useNotice(id: string | undefined): AsyncResource<Notice> {
  return useAsyncResource(
    (signal) => {
      const noticeId = noticeIdFrom(id);
      if (noticeId === null) throw new ApiRequestError(404, MSG.notice.notFound, null, 'NOTICE_NOT_FOUND');
      return fetchNotice(noticeId, signal);
    },
    [id],
  );
}
