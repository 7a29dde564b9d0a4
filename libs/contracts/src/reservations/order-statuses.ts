/**
 * The order statuses of a reservation (ARCHITECTURE §4.8), apart from `rules.ts`: the request and
 * response schemas validate against them, and a module that the on-demand schema chunk shares with
 * first-visit code (the shared UI's status badge calls `orderStatusLabel`) stays a module of its own
 * with every export either side uses, so the first visit would carry this list too.
 */

/** The order statuses of a reservation, in the order a gift travels (ARCHITECTURE §4.8). */
export const ORDER_STATUSES = ['PREPARING', 'SHIPPING', 'CANCELLED', 'DELIVERED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
