import { orderStatusLabel } from '@babynews/contracts';

/**
 * A reservation's order status as a coloured pill with the Korean label of ARCHITECTURE §4.8
 * (배송 준비중, 배송중, 취소됨, 배송 완료; anything else 알 수 없음).
 */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const known = status === 'PREPARING' || status === 'SHIPPING' || status === 'CANCELLED' || status === 'DELIVERED';
  return <span className={`bn-status bn-status--${known ? status.toLowerCase() : 'unknown'}`}>{orderStatusLabel(status)}</span>;
}
