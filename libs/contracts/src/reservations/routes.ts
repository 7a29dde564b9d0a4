import type { RouteDeclaration } from '../api/route';

const PIN_ERRORS = [
  'WISH_NOT_FOUND',
  'RESERVATION_NOT_FOUND',
  'RESERVATION_ID_REQUIRED',
  'RESERVATION_PIN_WRONG',
  'RESERVATION_LOCKED',
  'RESERVATION_LOCKED_UNTIL_UNLOCKED',
  'ATTEMPT_BUDGET_EXCEEDED',
] as const;

/** Reserve units of a wish (no account; the PIN protects the reservation). */
export const reserveRoute = {
  method: 'POST',
  path: '/wish/reserve/{wishId}',
  status: 201,
  access: 'anyone',
  body: 'reserveSchema',
  output: 'reserveResponseSchema',
  errors: ['WISH_NOT_FOUND', 'RESERVATION_TAKEN', 'RESERVATION_QUANTITY_EXCEEDED', 'GROUP_GIFT_NOT_RESERVABLE'],
} as const satisfies RouteDeclaration;

/** Cancel one's reservation with its PIN; answers the wish's counters after the call. */
export const unreserveRoute = {
  method: 'POST',
  path: '/wish/unreserve/{wishId}',
  access: 'anyone',
  body: 'reservationPasswordSchema',
  output: 'reserveResponseSchema',
  errors: PIN_ERRORS,
} as const satisfies RouteDeclaration;

/** The reserver sets SHIPPING or CANCELLED with the PIN. */
export const reserverStatusRoute = {
  method: 'POST',
  path: '/wish/orderStatus/{wishId}',
  access: 'anyone',
  body: 'reserverStatusSchema',
  output: 'orderStatusResponseSchema',
  errors: [...PIN_ERRORS, 'RESERVATION_STATUS_INVALID'],
} as const satisfies RouteDeclaration;

/** The masked reserver's name that titles the PIN gate ('' while surprise mode hides it). */
export const reserverNameRoute = {
  method: 'GET',
  path: '/event/fetchWishReserverName/{id}',
  access: 'anyone',
  query: 'reserverNameQuerySchema',
  output: 'reserverNameResponseSchema',
  errors: ['WISH_NOT_FOUND', 'RESERVATION_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** What the PIN opens: the gift, the delivery address and the reservation. */
export const reservedDataRoute = {
  method: 'POST',
  path: '/event/fetchWishReservedData/{wishId}',
  access: 'anyone',
  body: 'reservationPasswordSchema',
  output: 'reservationViewResponseSchema',
  errors: PIN_ERRORS,
} as const satisfies RouteDeclaration;

/** The owner's view of a wish's reservations (names hidden in surprise mode). */
export const ownerViewRoute = {
  method: 'GET',
  path: '/wish/reservation/{wishId}',
  access: 'member',
  output: 'ownerReservationResponseSchema',
  errors: ['WISH_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The owner clears the wish's PIN lock. */
export const unlockRoute = {
  method: 'POST',
  path: '/wish/reservation/{wishId}/unlock',
  access: 'member',
  output: 'pinUnlockResponseSchema',
  errors: ['WISH_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The owner marks a reservation DELIVERED. */
export const ownerStatusRoute = {
  method: 'PUT',
  path: '/wish/reservation/{wishId}/status',
  access: 'member',
  body: 'ownerStatusSchema',
  output: 'orderStatusResponseSchema',
  errors: ['WISH_NOT_FOUND', 'NOT_OWNER', 'RESERVATION_NOT_FOUND', 'RESERVATION_STATUS_INVALID'],
} as const satisfies RouteDeclaration;

/** The owner's thank-you mark of a reservation. */
export const thankedRoute = {
  method: 'PUT',
  path: '/wish/reservation/{wishId}/thanked',
  access: 'member',
  body: 'thankedSchema',
  output: 'thankedResponseSchema',
  errors: ['WISH_NOT_FOUND', 'NOT_OWNER', 'RESERVATION_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/**
 * The reservation routes (spec §7, ARCHITECTURE §4.7–4.8, §4.22): a relative reserves with the news
 * page's share code and a 4-digit PIN, and later sees, cancels or updates the reservation with it;
 * the page's owner sees, unlocks, delivers and thanks.
 *
 * Each route is its own export so that a page bundles only the routes it calls; `reservationRoutes`
 * lists them for the API table.
 */
export const reservationRoutes = {
  reserve: reserveRoute,
  unreserve: unreserveRoute,
  reserverStatus: reserverStatusRoute,
  reserverName: reserverNameRoute,
  reservedData: reservedDataRoute,
  ownerView: ownerViewRoute,
  unlock: unlockRoute,
  ownerStatus: ownerStatusRoute,
  thanked: thankedRoute,
};
