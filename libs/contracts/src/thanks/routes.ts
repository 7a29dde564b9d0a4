import type { RouteDeclaration } from '../api/route';

/**
 * The parent writes a thank-you note to a relative who left a receipt e-mail on a reservation
 * (ARCHITECTURE "Thank-you notes"): mailed through the outbox without showing the parent the address;
 * the reservation reads thanked. One per reservation.
 */
export const reservationThankYouRoute = {
  method: 'POST',
  path: '/wish/reservation/{wishId}/thankYou',
  access: 'member',
  body: 'reservationThankYouSchema',
  output: 'thankYouResponseSchema',
  errors: ['WISH_NOT_FOUND', 'RESERVATION_NOT_FOUND', 'NOT_OWNER', 'THANK_YOU_NO_EMAIL', 'THANK_YOU_ALREADY_SENT'],
} as const satisfies RouteDeclaration;

/** The same for a pledge (group gift or 축의금 fund); one per pledge. */
export const pledgeThankYouRoute = {
  method: 'POST',
  path: '/pledge/{pledgeId}/thankYou',
  access: 'member',
  params: 'pledgeParamsSchema',
  body: 'pledgeThankYouSchema',
  output: 'thankYouResponseSchema',
  errors: ['PLEDGE_NOT_FOUND', 'NOT_OWNER', 'THANK_YOU_NO_EMAIL', 'THANK_YOU_ALREADY_SENT'],
} as const satisfies RouteDeclaration;

/** The thank-you routes, each its own export so a page bundles only what it calls; `thankYouRoutes` lists them for the API table. */
export const thankYouRoutes = {
  reservationThankYou: reservationThankYouRoute,
  pledgeThankYou: pledgeThankYouRoute,
};
