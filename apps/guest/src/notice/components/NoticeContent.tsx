import { useMemo } from 'react';
import { sanitizeNoticeMarkup } from './noticeSanitizer';

/**
 * A notice's HTML content rendered as markup (spec §2 "Notice detail") after `sanitizeNoticeMarkup`
 * (DOMPurify with the shared allowlist, ARCHITECTURE §4.14): the server already sanitised it before
 * storing; this second pass means nothing unsafe reaches the page even if a stored row were altered.
 */
export function NoticeContent({ html }: { html: string }) {
  const markup = useMemo(() => sanitizeNoticeMarkup(html), [html]);
  // The markup is DOMPurify's output over the notice allowlist: the one place user HTML is rendered (ARCHITECTURE §5).
  return <div className="notice-content" dangerouslySetInnerHTML={{ __html: markup }} />;
}
