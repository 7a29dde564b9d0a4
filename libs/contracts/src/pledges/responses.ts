import { z } from 'zod';
import type { FundOwner, FundPublic, OwnerPledgeRow, PledgeCancelResponse, PledgeReceivedResponse, PledgeResponse, PledgeView } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the pledge routes as strict zod schemas (ARCHITECTURE "The API table"); `Same` below
 * makes the compiler compare each with the type the front ends use. Amounts are KRW integers; times
 * ISO-8601 strings in UTC.
 */

/** `POST /api/wish/pledge/{wishId}` and `POST /api/event/pledge/{code}` → 201 (the page's transfer guide or null). */
export const pledgeResponseSchema = z.strictObject({ pledgeId: z.string(), amount: z.number().int(), transferGuide: z.string().nullable() });

/** `POST /api/pledge/view/{pledgeId}` → 200: the pledger's own view, with the transfer guide. */
export const pledgeViewResponseSchema = z.strictObject({
  pledgeId: z.string(),
  kind: z.enum(['GROUP_GIFT', 'FUND']),
  eventCode: z.string(),
  eventOwnerDisplayName: z.string(),
  wishTitle: z.string().nullable(),
  name: z.string(),
  contact: z.string(),
  amount: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  received: z.boolean(),
  transferGuide: z.string().nullable(),
});

/** `POST /api/pledge/cancel/{pledgeId}` → 200. */
export const pledgeCancelResponseSchema = z.strictObject({ pledgeId: z.string(), cancelled: z.literal(true) });

/** `PUT /api/pledge/{pledgeId}/received` → 200. */
export const pledgeReceivedResponseSchema = z.strictObject({ pledgeId: z.string(), received: z.boolean() });

const fundPublicShape = { enabled: z.boolean(), goal: z.number().int().nullable(), pledgedAmount: z.number().int(), giverCount: z.number().int() };

/** The 축의금 fund as everyone reads it (totals only). */
export const fundPublicResponseSchema = z.strictObject(fundPublicShape);

/** The fund as its owner reads it (with the transfer guide). */
export const fundOwnerResponseSchema = z.strictObject({ ...fundPublicShape, transferGuide: z.string().nullable() });

/** One pledge as the owner sees it (the wrap-up summary); the giver's fields null while surprise mode hides them. */
export const ownerPledgeRowResponseSchema = z.strictObject({
  pledgeId: z.string(),
  kind: z.enum(['GROUP_GIFT', 'FUND']),
  wishId: z.number().int().nullable(),
  wishTitle: z.string().nullable(),
  name: z.string().nullable(),
  contact: z.string().nullable(),
  message: z.string().nullable(),
  amount: z.number().int(),
  createdAt: z.string(),
  received: z.boolean(),
  thankYouSent: z.boolean(),
  thankYouPossible: z.boolean(),
});

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type PledgeResponsesMatch = [
  Expect<Same<z.output<typeof fundPublicResponseSchema>, FundPublic>>,
  Expect<Same<z.output<typeof fundOwnerResponseSchema>, FundOwner>>,
  Expect<Same<z.output<typeof ownerPledgeRowResponseSchema>, OwnerPledgeRow>>,
  Expect<Same<z.output<typeof pledgeResponseSchema>, PledgeResponse>>,
  Expect<Same<z.output<typeof pledgeViewResponseSchema>, PledgeView>>,
  Expect<Same<z.output<typeof pledgeCancelResponseSchema>, PledgeCancelResponse>>,
  Expect<Same<z.output<typeof pledgeReceivedResponseSchema>, PledgeReceivedResponse>>,
];
