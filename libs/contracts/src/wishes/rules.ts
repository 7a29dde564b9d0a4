import type { LinkType, OrderStatus } from './schemas';

/**
 * Pure domain rules used by both sides. Each is small, total (never throws) and documented with
 * the specification section it implements.
 */

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

/** Korean label of an order status (ARCHITECTURE §4.8); anything else is '알 수 없음'. */
export function orderStatusLabel(status: string | null | undefined): string {
  const labels: Record<OrderStatus, string> = {
    PREPARING: '배송 준비중',
    SHIPPING: '배송중',
    CANCELLED: '취소됨',
    DELIVERED: '배송 완료',
  };
  return (status && labels[status as OrderStatus]) || '알 수 없음';
}

/**
 * Normalises a quiz/reservation contact so one person is recognised however they type it
 * (ARCHITECTURE §4.9): trimmed; e-mail lower-cased; a phone number reduced to its digits.
 */
export function normalizeContact(contact: string): string {
  const trimmed = contact.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  if (/^[+\d\s().-]+$/.test(trimmed) && /\d/.test(trimmed)) return trimmed.replace(/\D/g, '');
  return trimmed.toLowerCase();
}

/**
 * Upload file-name sanitising of spec §5: plus signs and spaces become underscores, parentheses
 * are removed, any other character outside word characters, Hangul, dot and hyphen becomes '_'.
 */
export function sanitizeFileName(name: string): string {
  return name
    .replace(/[+\s]/g, '_')
    .replace(/[()]/g, '')
    .replace(/[^\w\p{Script=Hangul}.-]/gu, '_');
}

/** Price in KRW with thousands separators, e.g. 12000 → '12,000원'. */
export function formatPrice(price: number): string {
  return `${new Intl.NumberFormat('ko-KR').format(price)}원`;
}

/** Date as 'year. month. day' in Asia/Seoul (spec §9), e.g. '2026. 11. 22.'. */
export function formatDate(iso: string | Date): string {
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** Korean long date (notice detail), e.g. '2026년 11월 22일'. */
export function formatLongDate(iso: string | Date): string {
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}

/**
 * A reserver's name masked as Koreans expect (ARCHITECTURE §4.7): Korean names keep the first and last
 * syllable (김철수 → 김*수, 남궁민수 → 남**수; two syllables keep the first: 이수 → 이*); other names
 * keep the first letter (John → J***, spaces kept). One character → '*'; blank → ''. Trimmed first;
 * counts code points, so emoji and surrogate pairs are one character each.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  const mask = (c: string) => (/\s/.test(c) ? c : '*');
  const korean = /\p{Script=Hangul}/u.test(name);
  if (korean && chars.length >= 3) {
    return chars[0] + chars.slice(1, -1).map(mask).join('') + chars[chars.length - 1];
  }
  return chars[0] + chars.slice(1).map(mask).join('');
}
