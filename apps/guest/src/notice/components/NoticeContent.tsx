import { useMemo } from 'react';
import { useBrowserValue } from '@babynews/ui';
import { sanitizeNoticeMarkup } from './noticeSanitizer';

const afterHydration = () => true;

/**
 * A notice's HTML content rendered as markup (spec §2 "Notice detail") after `sanitizeNoticeMarkup`
 * (DOMPurify with the shared allowlist, ARCHITECTURE §4.14): the server already sanitised it before
 * storing; this second pass means nothing unsafe reaches the page even if a stored row were altered.
 * On the server, and in the render that hydrates the server's markup, the content is used as the
 * server sent it (sanitised once more by the API for that page, `NoticesService.getForPage`; DOMPurify
 * needs a window): both sides render the same string, then the browser's pass replaces it.
 */
export function NoticeContent({ html }: { html: string }) {
  const inBrowser = useBrowserValue(afterHydration, false);
  const markup = useMemo(() => (inBrowser ? sanitizeNoticeMarkup(html) : html), [html, inBrowser]);
  // The markup is DOMPurify's output over the notice allowlist in the browser, sanitize-html's over the
  // same allowlist on the server: the one place user HTML is rendered (ARCHITECTURE §5).
  return <div className="notice-content" dangerouslySetInnerHTML={{ __html: markup }} />;
}
