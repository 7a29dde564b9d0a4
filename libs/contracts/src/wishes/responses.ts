import { z } from 'zod';
import { ORDER_STATUSES } from '../reservations/rules';
import { NEEDED_BY, type PlannedWishOwner, type PlannedWishPublic, type WishReorderResponse } from './plan';
import { LINK_TYPES } from './rules';
import type { SimilarWishesResponse, WishLinkPreview } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the wish routes as strict zod schemas (ARCHITECTURE "The API table"): the API checks
 * every answer against them in its tests, the OpenAPI document shows them, and `Same` below makes the
 * compiler compare each with the type the front ends use.
 */

const int = () => z.number().int();

/** The fields every read of a wish carries (spec §3 "Wish item"; gift fields §4.22, plan fields §4.20). */
const wishPublicShape = {
  id: int(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  linkType: z.enum(LINK_TYPES),
  price: int().nullable(),
  imageUrl: z.string().nullable(),
  autoExtractedTitle: z.string().nullable(),
  isReserved: z.boolean(),
  quantity: int(),
  reservedQuantity: int(),
  groupGift: z.boolean(),
  fundedAmount: int(),
  giverCount: int(),
  neededBy: z.enum(NEEDED_BY).nullable(),
  mostWanted: z.boolean(),
  sortOrder: int(),
};

/** A wish as everyone reads it (the public read's `wishList` items). */
export const wishPublicResponseSchema = z.strictObject(wishPublicShape);

/** `POST /api/wish/create/{eventCode}` → 201, `PUT /api/wish/update/{id}` → 200: the wish as its owner sees it. */
export const wishOwnerResponseSchema = z.strictObject({
  ...wishPublicShape,
  imagePath: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
  cancelledReservationCount: int(),
  pinLocked: z.boolean(),
});

/** `PUT /api/wish/reorder/{eventCode}` → 200: the ids in their new order. */
export const wishReorderResponseSchema = z.strictObject({ eventCode: z.string(), wishIds: z.array(int()) });

/** `DELETE /api/wish/delete/{id}` → 200. */
export const wishDeletedResponseSchema = z.strictObject({ id: int() });

/** `GET /api/wish/similar/{eventCode}` → 200: near-duplicates, strongest reason first (ARCHITECTURE §4.22). */
export const similarWishesResponseSchema = z.strictObject({
  candidates: z.array(z.strictObject({ wishId: int(), title: z.string(), link: z.string(), reason: z.enum(['SAME_LINK', 'SAME_PRODUCT', 'SAME_TITLE']) })),
});

/** `POST /api/wish/linkPreview` → 200: the product page's title, price (KRW) and stored picture, each nullable (ARCHITECTURE "Universal add"). */
export const wishLinkPreviewResponseSchema = z.strictObject({
  title: z.string().nullable(),
  price: int().nullable(),
  imagePath: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type WishResponsesMatch = [
  Expect<Same<z.output<typeof wishPublicResponseSchema>, PlannedWishPublic>>,
  Expect<Same<z.output<typeof wishOwnerResponseSchema>, PlannedWishOwner>>,
  Expect<Same<z.output<typeof wishReorderResponseSchema>, WishReorderResponse>>,
  Expect<Same<z.output<typeof wishDeletedResponseSchema>, { id: number }>>,
  Expect<Same<z.output<typeof similarWishesResponseSchema>, SimilarWishesResponse>>,
  Expect<Same<z.output<typeof wishLinkPreviewResponseSchema>, WishLinkPreview>>,
];
