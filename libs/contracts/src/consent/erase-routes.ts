import type { RouteDeclaration } from '../api/route';

/**
 * A relative erases their own reservation with its PIN (ARCHITECTURE §4.24): still '준비중' it is removed
 * as an unreserve would remove it (the owner's cancelled copy reads only '선물한 분 N'); on its way or delivered it stays taken,
 * anonymised.
 */
export const reservationEraseRoute = {
  method: 'POST',
  path: '/wish/reservation/erase/{wishId}',
  access: 'anyone',
  body: 'reservationEraseSchema',
  output: 'eraseResponseSchema',
  errors: [
    'WISH_NOT_FOUND',
    'RESERVATION_NOT_FOUND',
    'RESERVATION_PIN_WRONG',
    'RESERVATION_LOCKED',
    'RESERVATION_LOCKED_UNTIL_UNLOCKED',
    'ATTEMPT_BUDGET_EXCEEDED',
  ],
} as const satisfies RouteDeclaration;

/** A relative erases their own pledge with its PIN: deleted (amount freed) unless received, then anonymised. */
export const pledgeEraseRoute = {
  method: 'POST',
  path: '/pledge/erase/{pledgeId}',
  access: 'anyone',
  params: 'pledgeParamsSchema',
  body: 'pledgeEraseSchema',
  output: 'eraseResponseSchema',
  errors: ['PLEDGE_NOT_FOUND', 'RESERVATION_PIN_WRONG', 'RESERVATION_LOCKED', 'ATTEMPT_BUDGET_EXCEEDED'],
} as const satisfies RouteDeclaration;

/**
 * The relatives' erase routes (ARCHITECTURE §4.24), each its own export so a page bundles only what it
 * calls; `eraseRoutes` lists them for the API table.
 */
export const eraseRoutes = {
  reservationErase: reservationEraseRoute,
  pledgeErase: pledgeEraseRoute,
};
