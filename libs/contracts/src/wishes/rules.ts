/**
 * Pure rules of the wish list used by both sides (ARCHITECTURE §4.10, §4.22). Each is small, total (never
 * throws) and imports nothing, so a first visit carries only what it calls.
 */

/** The shops a wish link is recognised as (ARCHITECTURE §4.10); anything else is OTHERS. */
export const LINK_TYPES = ['COUPANG', 'ALIEXPRESS', 'SSG', 'OLIVEYOUNG', 'OTHERS'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Wish link type from the link's host (ARCHITECTURE §4.10). Unparseable links give OTHERS. */
export function linkTypeFromUrl(link: string): LinkType {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return 'OTHERS';
  }
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('coupang.com')) return 'COUPANG';
  if (/(^|\.)aliexpress\.[a-z.]+$/.test(host)) return 'ALIEXPRESS';
  if (is('ssg.com')) return 'SSG';
  if (is('oliveyoung.co.kr')) return 'OLIVEYOUNG';
  return 'OTHERS';
}

/** True unless `groupGift` is true without a positive `price` in KRW (the refine of the wish schemas, ARCHITECTURE §4.22). */
export function groupGiftHasPrice(wish: { groupGift?: boolean; price?: number | null }): boolean {
  return wish.groupGift !== true || (typeof wish.price === 'number' && wish.price > 0);
}
