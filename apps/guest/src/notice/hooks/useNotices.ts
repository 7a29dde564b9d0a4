import { useState } from 'react';
import { MSG, noticeGetRoute, noticeListRoute, routeUrl, type Notice, type NoticeSummary } from '@babynews/contracts';
import { ApiRequestError, takeInlineData } from '@babynews/session';
import { useAsyncResource, type AsyncResource } from '@babynews/ui';
import { fetchNotice, fetchNotices } from '../api/noticeApi';

/**
 * The notice list (`GET /api/notice/fetchAll`); `reload()` is the retry button (spec §2 "Notice list").
 * On a first visit the HTML already holds that read (rendered on the server): it is shown at once and
 * the live read still runs and swaps its answer in.
 */
export function useNotices(): AsyncResource<NoticeSummary[]> {
  const [initial] = useState(() => takeInlineData<NoticeSummary[]>(routeUrl(noticeListRoute)));
  return useAsyncResource((signal) => fetchNotices(signal), [], { initial });
}

/** Parses the `:id` route parameter (a positive integer), else null. */
export function noticeIdFrom(param: string | undefined): number | null {
  return param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * The notice of route parameter `id` (`GET /api/notice/fetch/{id}`). A malformed id ends at once as an
 * error with code NOTICE_NOT_FOUND, without a call. On a first visit the HTML already holds that read
 * (rendered on the server): it is shown at once and the live read swaps its answer in.
 */
export function useNotice(id: string | undefined): AsyncResource<Notice> {
  const [initial] = useState(() => {
    const noticeId = noticeIdFrom(id);
    return noticeId === null ? undefined : takeInlineData<Notice>(routeUrl(noticeGetRoute, { id: noticeId }));
  });
  return useAsyncResource(
    (signal) => {
      const noticeId = noticeIdFrom(id);
      if (noticeId === null) throw new ApiRequestError(404, MSG.notice.notFound, null, 'NOTICE_NOT_FOUND');
      return fetchNotice(noticeId, signal);
    },
    [id],
    { initial },
  );
}
