/**
 * Pure rules of reservations used by both sides (ARCHITECTURE §4.7–4.8). Each is small, total (never
 * throws) and imports nothing at run time, so a first visit carries only what it calls. The order
 * statuses the schemas validate against live in `order-statuses.ts` (re-exported here).
 */
import type { OrderStatus } from './order-statuses';

export { ORDER_STATUSES, type OrderStatus } from './order-statuses';

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
