import { seoulMidnight, type Circle } from '@babynews/contracts';
import { sqlFlag } from '../database/read-rows';

/** The circle columns of an `event` row as both databases return them (booleans 0/1 or strings). */
export interface CircleColumns {
  code: string;
  friends_code: string | null;
  friends_open: number | boolean | string;
  friends_open_at: string | null;
}

/**
 * Whether the friends circle answers at `now` (ARCHITECTURE "Two circles"): opened by the owner and, when
 * `friends_open_at` (`YYYY-MM-DD`) is set, from 00:00 Asia/Seoul of that day on.
 */
export function friendsOpenAt(page: Pick<CircleColumns, 'friends_code' | 'friends_open' | 'friends_open_at'>, now: Date): boolean {
  if (!page.friends_code || !sqlFlag(page.friends_open)) return false;
  return page.friends_open_at === null || now.getTime() >= seoulMidnight(page.friends_open_at).getTime();
}

/**
 * THE rule of the two circles (ARCHITECTURE "Two circles"): the circle the share code `code` opens on `page`
 * at `now` — `FAMILY` for the page's `code`, `FRIENDS` for its friends code while that circle is open — or
 * null, which every caller answers exactly like an unknown code. Codes compare byte for byte.
 */
export function circleOf(page: CircleColumns, code: string, now: Date): Circle | null {
  if (code === page.code) return 'FAMILY';
  if (page.friends_code !== null && code === page.friends_code && friendsOpenAt(page, now)) return 'FRIENDS';
  return null;
}
