import { birthHeadline, newsCountdown, type NewsInfo } from '@babynews/contracts';
import { createHash } from 'node:crypto';

/**
 * What a news page's link card shows (ARCHITECTURE "Cover photo and link card", DESIGN §4.25) and the
 * hash that names it. Pure functions: computing the hash never draws the card, so the page's HTML can
 * name the card (`og:image …?v={hash}`) on every request at the cost of one small SHA-256.
 */

/**
 * The drawing's version: part of every hash, so a change of the card's look (layout, font, colours)
 * names new cards and caches holding the old ones (a year, `immutable`) are never asked again.
 */
export const LINK_CARD_RENDERER_VERSION = 1;

/** What the card shows: the title, the line under it (countdown or birth) and the stored key of the cover's variant. */
export interface LinkCardContent {
  title: string;
  line: string | null;
  coverKey: string | null;
}

/**
 * The card's content of the page `info` (with its cover variant's key) at `now`: the title, the birth
 * line when the page announces a birth, else the countdown's label (`newsCountdown`: 'D-45', 'D-day',
 * '예정일이 3일 지났어요', or nothing), and the cover. The countdown turns at midnight in Asia/Seoul, and with it the hash.
 */
export function linkCardContent(info: NewsInfo, coverKey: string | null, now: Date): LinkCardContent {
  return { title: info.title, line: birthLine(info) ?? newsCountdown(info, now)?.label ?? null, coverKey };
}

/**
 * The birth line of the card once the page announces the birth (ARCHITECTURE "Birth announcement"): the
 * news page's hero line ('하늘이가 태어났어요!'), or null while there is none (the countdown's turn).
 */
function birthLine(info: NewsInfo): string | null {
  return info.birth ? birthHeadline(info.birth.babies.map((baby) => baby.name)) : null;
}

/** The card's name: the first 16 hex digits of the SHA-256 of its content and `LINK_CARD_RENDERER_VERSION`. */
export function linkCardHash(content: LinkCardContent): string {
  const text = JSON.stringify([LINK_CARD_RENDERER_VERSION, content.title, content.line, content.coverKey]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
