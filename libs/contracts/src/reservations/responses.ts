import { z } from 'zod';
import { ORDER_STATUSES } from './rules';
import type {
  OrderStatusResponse,
  OwnerReservationDetails,
  PinUnlockResponse,
  ReservationViewData,
  ReserveResponse,
  ReserverNameResponse,
  ThankedResponse,
} from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the reservation routes as zod schemas (ARCHITECTURE "The API table"): the API checks
 * every answer against them outside production, the OpenAPI document shows them, and the types the
 * front ends use are the same shapes (`Same` below makes the compiler compare both ways).
 * Strict objects: a field the table does not list (a PIN hash, an address) fails the check.
 */

const orderStatus = z.enum(ORDER_STATUSES);
const isoTime = z.string();

/** `POST /api/wish/reserve/{wishId}` → 201, `POST /api/wish/unreserve/{wishId}` → 200. */
export const reserveResponseSchema = z.strictObject({
  wishId: z.number().int(),
  reservationId: z.string(),
  quantity: z.number().int(),
  reservedQuantity: z.number().int(),
  isReserved: z.boolean(),
});

/** The reserver's and the owner's order-status calls → 200. */
export const orderStatusResponseSchema = z.strictObject({ wishId: z.number().int(), orderStatus });

/** `GET /api/event/fetchWishReserverName/{id}` → 200, the masked name ('' while hidden). */
export const reserverNameResponseSchema = z.strictObject({ reservedName: z.string() });

/** `POST /api/event/fetchWishReservedData/{wishId}` → 200: what the PIN opens. */
export const reservationViewResponseSchema = z.strictObject({
  eventOwnerDisplayName: z.string(),
  wishTitle: z.string(),
  wishDescription: z.string(),
  wishImageUrl: z.string().nullable(),
  wishLink: z.string(),
  // Family code: the address; friends code: `addressNote` instead (ARCHITECTURE "Two circles").
  postCode: z.string().optional(),
  address: z.string().optional(),
  detailAddress: z.string().optional(),
  addressNote: z.string().nullable().optional(),
  eventCode: z.string(),
  orderStatus,
  reservationId: z.string(),
  quantity: z.number().int(),
});

const ownerReservationRow = z.strictObject({
  reservationId: z.string(),
  reservedName: z.string().nullable(),
  reservedEmail: z.string().nullable(),
  reservedAt: isoTime,
  quantity: z.number().int(),
  orderStatus,
  thanked: z.boolean(),
});

/** `GET /api/wish/reservation/{wishId}` (owner) → 200, also when nothing is reserved. */
export const ownerReservationResponseSchema = z.strictObject({
  wishTitle: z.string(),
  wishLink: z.string(),
  reservedName: z.string().nullable(),
  reservedEmail: z.string().nullable(),
  reservedAt: isoTime.nullable(),
  orderStatus: orderStatus.nullable(),
  cancelledReservations: z.array(z.strictObject({ reservedName: z.string(), reservedEmail: z.string(), reservedAt: isoTime, cancelledAt: isoTime })),
  pinLock: z.strictObject({
    locked: z.boolean(),
    lockedUntilUnlocked: z.boolean(),
    lockedUntil: isoTime.nullable(),
    failedAttempts24h: z.number().int(),
  }),
  quantity: z.number().int(),
  reservedQuantity: z.number().int(),
  reservations: z.array(ownerReservationRow),
  reserversHidden: z.boolean(),
  revealDay: z.string().nullable(),
  thanked: z.boolean(),
});

/** `POST /api/wish/reservation/{wishId}/unlock` (owner) → 200. */
export const pinUnlockResponseSchema = z.strictObject({ wishId: z.number().int(), unlocked: z.literal(true) });

/** `PUT /api/wish/reservation/{wishId}/thanked` (owner) → 200. */
export const thankedResponseSchema = z.strictObject({ wishId: z.number().int(), reservationId: z.string().optional(), thanked: z.boolean() });

/** Compile-time proof that the interfaces the front ends import and the schemas above describe one shape each. */
export type ReservationResponsesMatch = [
  Expect<Same<z.output<typeof reserveResponseSchema>, ReserveResponse>>,
  Expect<Same<z.output<typeof orderStatusResponseSchema>, OrderStatusResponse>>,
  Expect<Same<z.output<typeof reserverNameResponseSchema>, ReserverNameResponse>>,
  Expect<Same<z.output<typeof reservationViewResponseSchema>, ReservationViewData>>,
  Expect<Same<z.output<typeof ownerReservationResponseSchema>, OwnerReservationDetails>>,
  Expect<Same<z.output<typeof pinUnlockResponseSchema>, PinUnlockResponse>>,
  Expect<Same<z.output<typeof thankedResponseSchema>, ThankedResponse>>,
];
