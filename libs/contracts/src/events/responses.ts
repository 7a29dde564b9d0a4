import { z } from 'zod';
import { fundOwnerResponseSchema, fundPublicResponseSchema, ownerPledgeRowResponseSchema } from '../pledges/responses';
import { quizPublicResponseSchema, quizRankingEntryResponseSchema } from '../quizzes/responses';
import { ORDER_STATUSES } from '../reservations/rules';
import { wishOwnerResponseSchema, wishPublicResponseSchema } from '../wishes/responses';
import { NEEDED_BY } from '../wishes/plan';
import type { NewsInfo, SavedEventSummary } from './plan';
import type { NewsBirth } from './birth';
import type { EventWrapUp } from './summary';
import type { EventBirthDeletedResponse, EventDeletedResponse, FollowerRemovedResponse, FollowState } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the news page and follower routes as strict zod schemas (ARCHITECTURE "The API
 * table"); `Same` below makes the compiler compare each with the type the front ends use. Amounts
 * in KRW; times ISO-8601 strings in UTC; days `YYYY-MM-DD`.
 */

const int = () => z.number().int();
const follower = z.strictObject({ username: z.string(), displayName: z.string() });
/** The cover photo's variant (ARCHITECTURE "Cover photo and link card"): full URL, size in px. */
const coverImageResponseSchema = z.strictObject({ url: z.string(), width: int(), height: int() });

/**
 * The birth announcement (ARCHITECTURE "Birth announcement"): `bornAt` ISO-8601 in UTC, 1–3 babies with
 * kg and cm or null, the photo's full URL or null, the parent's words or null. The answer of `PUT
 * /api/event/birth/{code}` and the `birth` of the news read and of my page.
 */
export const newsBirthResponseSchema = z.strictObject({
  bornAt: z.string(),
  babies: z.array(z.strictObject({ name: z.string(), weightKg: z.number().nullable(), heightCm: z.number().nullable() })),
  photoUrl: z.string().nullable(),
  message: z.string().nullable(),
});

/** `DELETE /api/event/birth/{code}` → 200: the page announces no birth any more. */
export const eventBirthDeletedResponseSchema = z.strictObject({ code: z.string(), birth: z.null() });

/** `POST /api/event/create` → 201, `PUT /api/event/update/{code}` → 200: the page's summary with its due date, surprise mode and cover. */
export const eventSummaryResponseSchema = z.strictObject({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  surpriseMode: z.boolean(),
  revealAt: z.string().nullable(),
  hideCountdown: z.boolean(),
  coverImage: coverImageResponseSchema.nullable(),
});

/**
 * `GET /api/event/fetchInfoByCode/{code}` → 200: the public read (wishes and quizzes, due date,
 * surprise mode, fund totals, the cover photo, the birth announcement or null); a signed-in member's adds `isFollowing`; the owner's adds the address,
 * the followers, the owner's wish fields and the fund with its transfer guide.
 */
export const eventInfoResponseSchema = z.strictObject({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  displayName: z.string(),
  username: z.string(),
  wishList: z.union([z.array(wishPublicResponseSchema), z.array(wishOwnerResponseSchema)]),
  quizList: z.array(quizPublicResponseSchema),
  dueDate: z.string().nullable(),
  surpriseMode: z.boolean(),
  revealAt: z.string().nullable(),
  hideCountdown: z.boolean(),
  coverImage: coverImageResponseSchema.nullable(),
  birth: newsBirthResponseSchema.nullable(),
  postCode: z.string().optional(),
  address: z.string().optional(),
  detailAddress: z.string().optional(),
  followers: z.array(follower).optional(),
  isFollowing: z.boolean().optional(),
  /** The owner's read (the creator's or the co-parent's, ARCHITECTURE "Two parents"): the server's answer to "is this an owner". */
  isOwner: z.literal(true).optional(),
  fund: z.union([fundPublicResponseSchema, fundOwnerResponseSchema]).nullable().optional(),
});

/** `DELETE /api/event/delete/{code}` → 200. */
export const eventDeletedResponseSchema = z.strictObject({ code: z.string(), deleted: z.literal(true) });

/** `GET /api/event/summary/{code}` → 200: the owner's wrap-up (ARCHITECTURE §4.20, §4.22). */
export const eventWrapUpResponseSchema = z.strictObject({
  code: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  surpriseMode: z.boolean(),
  revealAt: z.string().nullable(),
  reserversHidden: z.boolean(),
  birthPhotoUrl: z.string().nullable(),
  totals: z.strictObject({ wishes: int(), reserved: int(), delivered: int(), followers: int(), quizParticipants: int(), thanked: int() }),
  reservations: z.array(
    z.strictObject({
      wishId: int(),
      reservationId: z.string(),
      quantity: int(),
      wishTitle: z.string(),
      price: int().nullable(),
      reservedName: z.string().nullable(),
      reservedEmail: z.string().nullable(),
      orderStatus: z.enum(ORDER_STATUSES),
      reservedAt: z.string(),
      thanked: z.boolean(),
      thankYouSent: z.boolean(),
      thankYouPossible: z.boolean(),
    }),
  ),
  pledges: z.array(ownerPledgeRowResponseSchema),
  fund: fundOwnerResponseSchema.nullable(),
  pledgeTotals: z.strictObject({ pledgedAmount: int(), fundAmount: int(), receivedAmount: int(), pledgeCount: int() }),
  quizCount: int(),
  quizRanking: z.array(quizRankingEntryResponseSchema),
  unreserved: z.array(
    z.strictObject({ wishId: int(), title: z.string(), price: int().nullable(), neededBy: z.enum(NEEDED_BY).nullable(), mostWanted: z.boolean() }),
  ),
});

/** `POST` / `DELETE /api/event/follow/{code}` → 200. */
export const followStateResponseSchema = z.strictObject({ code: z.string(), isFollowing: z.boolean() });

/** `DELETE /api/event/follower/{code}/{username}` → 200: the followers left. */
export const followerRemovedResponseSchema = z.strictObject({ code: z.string(), username: z.string(), followers: z.array(follower) });

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type EventResponsesMatch = [
  Expect<Same<z.output<typeof eventSummaryResponseSchema>, SavedEventSummary>>,
  Expect<Same<z.output<typeof eventInfoResponseSchema>, NewsInfo>>,
  Expect<Same<z.output<typeof eventDeletedResponseSchema>, EventDeletedResponse>>,
  Expect<Same<z.output<typeof newsBirthResponseSchema>, NewsBirth>>,
  Expect<Same<z.output<typeof eventBirthDeletedResponseSchema>, EventBirthDeletedResponse>>,
  Expect<Same<z.output<typeof eventWrapUpResponseSchema>, EventWrapUp>>,
  Expect<Same<z.output<typeof followStateResponseSchema>, FollowState>>,
  Expect<Same<z.output<typeof followerRemovedResponseSchema>, FollowerRemovedResponse>>,
];
