import { useEffect, useState } from 'react';
import { RENDER_TIME_ID } from '@babynews/contracts';
import { takeInlineJson } from '@babynews/session';

/**
 * The time a page counts its days from (the due-date countdown, surprise mode): on a page the server
 * rendered, first the server's render time (`RENDER_TIME_ID` block), so hydration draws what the server
 * drew, then this browser's clock, from the commit on; elsewhere the browser's clock at once.
 */
export function useRenderTime(): Date {
  const [now, setNow] = useState(() => {
    const renderedAt = takeInlineJson<unknown>(RENDER_TIME_ID);
    return typeof renderedAt === 'number' ? new Date(renderedAt) : new Date();
  });
  useEffect(() => setNow(new Date()), []);
  return now;
}
