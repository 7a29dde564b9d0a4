import type { OrderStatus } from '@babynews/contracts';

/**
 * Order-status rules of ARCHITECTURE §4.8: PREPARING when reserved; the reserver (with the password) may
 * set SHIPPING (from PREPARING) or CANCELLED (from PREPARING or SHIPPING); the owner may set
 * DELIVERED (from PREPARING or SHIPPING). DELIVERED and CANCELLED are final. Setting the current
 * status again is accepted (idempotent).
 */
const FROM: Record<'reserver' | 'owner', Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  reserver: { SHIPPING: ['PREPARING', 'SHIPPING'], CANCELLED: ['PREPARING', 'SHIPPING', 'CANCELLED'] },
  owner: { DELIVERED: ['PREPARING', 'SHIPPING', 'DELIVERED'] },
};

/** Statuses from which `actor` may move a reservation to `to` (empty when `to` is not theirs to set). */
export function allowedFrom(actor: 'reserver' | 'owner', to: OrderStatus): readonly OrderStatus[] {
  return FROM[actor][to] ?? [];
}

/** True when `actor` may change a reservation from `from` to `to`. */
export function canSetStatus(actor: 'reserver' | 'owner', from: OrderStatus, to: OrderStatus): boolean {
  return allowedFrom(actor, to).includes(from);
}

/** A delivered gift can no longer be un-reserved (it would let someone reserve it a second time). */
export function canUnreserve(status: OrderStatus): boolean {
  return status !== 'DELIVERED';
}
