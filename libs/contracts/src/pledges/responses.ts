import { z } from 'zod';
import type { PledgeCancelResponse, PledgeReceivedResponse, PledgeResponse, PledgeView } from './types';
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

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type PledgeResponsesMatch = [
  Expect<Same<z.output<typeof pledgeResponseSchema>, PledgeResponse>>,
  Expect<Same<z.output<typeof pledgeViewResponseSchema>, PledgeView>>,
  Expect<Same<z.output<typeof pledgeCancelResponseSchema>, PledgeCancelResponse>>,
  Expect<Same<z.output<typeof pledgeReceivedResponseSchema>, PledgeReceivedResponse>>,
];
