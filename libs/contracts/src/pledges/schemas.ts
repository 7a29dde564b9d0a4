import { z } from 'zod';
import { GIFT_LIMITS, GIFT_MSG } from './gift-messages';

/**
 * Gifts the way families give (ARCHITECTURE §4.22): quantities shared by several relatives, group gifts
 * funded by pledges, the news page's 축의금 fund, and the near-duplicate check of the wish editor.
 * Amounts are KRW integers. No payment is processed: a pledge is a recorded promise.
 * A wish of quantity 1 behaves exactly as the specification's wish (spec §3, ARCHITECTURE §4.7).
 */

// Limits and messages live in gift-messages.ts (zod-free, for the first visit); re-exported here.
export { GIFT_LIMITS, GIFT_MSG } from './gift-messages';

// ---------------------------------------------------------------- request fields and schemas

const amountField = z
  .number({ error: GIFT_MSG.amountRequired })
  .int(GIFT_MSG.amountInvalid)
  .min(GIFT_LIMITS.pledgeMin, GIFT_MSG.amountMin)
  .max(GIFT_LIMITS.pledgeMax, GIFT_MSG.amountInvalid);

const quantityField = z
  .number({ error: GIFT_MSG.quantityInvalid })
  .int(GIFT_MSG.quantityInvalid)
  .min(GIFT_LIMITS.quantityMin, GIFT_MSG.quantityInvalid)
  .max(GIFT_LIMITS.quantityMax, GIFT_MSG.quantityInvalid);

/**
 * Wish fields of §4.22 merged into `wishCreateSchema` / `wishUpdateSchema`: `quantity` (1–99; create
 * defaults to 1, update keeps when absent), `groupGift` (create defaults to false, update keeps when
 * absent). A group gift needs a price: checked by `groupGiftNeedsPrice` on the merged object.
 */
export const wishGiftRequestFields = {
  quantity: quantityField.optional(),
  groupGift: z.boolean({ error: GIFT_MSG.groupGiftInvalid }).optional(),
};

/** True unless `groupGift` is true without a positive `price` (the refine of the wish schemas). */
export function groupGiftHasPrice(wish: { groupGift?: boolean; price?: number | null }): boolean {
  return wish.groupGift !== true || (typeof wish.price === 'number' && wish.price > 0);
}

/** Optional `quantity` of `POST /api/wish/reserve/{wishId}` (default 1), merged into `reserveSchema`. */
export const reserveQuantityField = { quantity: quantityField.optional().default(1) };

/**
 * Optional `reservationId` of the PIN calls (fetchWishReservedData, unreserve, orderStatus) and of
 * `fetchWishReserverName`'s query: picks one reservation of a wish with several. Absent: a PIN call opens
 * the wish's only reservation (a quantity-1 wish has at most one) and answers 400 `RESERVATION_ID_REQUIRED`
 * when the wish has several — a PIN is compared with one reservation only (ARCHITECTURE §4.7, §4.22).
 */
export const reservationIdField = {
  reservationId: z
    .string({ error: GIFT_MSG.reservationIdInvalid })
    .trim()
    .min(1, GIFT_MSG.reservationIdInvalid)
    .max(64, GIFT_MSG.reservationIdInvalid)
    .optional(),
};

const pledgeBase = {
  name: z
    .string({ error: GIFT_MSG.pledgeNameRequired })
    .trim()
    .min(1, GIFT_MSG.pledgeNameRequired)
    .max(GIFT_LIMITS.pledgerNameMax, GIFT_MSG.pledgeNameRequired),
  contact: z
    .string({ error: GIFT_MSG.pledgeContactRequired })
    .trim()
    .min(1, GIFT_MSG.pledgeContactRequired)
    .max(GIFT_LIMITS.pledgerContactMax, GIFT_MSG.pledgeContactRequired),
  amount: amountField,
  message: z.string({ error: GIFT_MSG.pledgeMessageTooLong }).trim().max(GIFT_LIMITS.pledgeMessageMax, GIFT_MSG.pledgeMessageTooLong).optional().default(''),
};

/**
 * Builds the pledge schema with the share-code field of `schemas.ts` (kept there to avoid an import cycle):
 * `POST /api/wish/pledge/{wishId}` and `POST /api/event/pledge/{code}` `{eventCode, name, contact, amount,
 * message?, password}` (password = 4-digit PIN, the reservation PIN rules).
 */
export function makePledgeSchema<C extends z.ZodType<string>, P extends z.ZodType<string>>(eventCode: C, password: P) {
  return z.strictObject({ eventCode, ...pledgeBase, password });
}

/** Fund settings of the news page's update: `fund: {enabled, goal?, transferGuide?}` (absent keeps). */
export const fundSettingsSchema = z.strictObject(
  {
    enabled: z.boolean({ error: GIFT_MSG.fundInvalid }),
    goal: z
      .number({ error: GIFT_MSG.fundGoalInvalid })
      .int(GIFT_MSG.fundGoalInvalid)
      .min(GIFT_LIMITS.pledgeMin, GIFT_MSG.fundGoalInvalid)
      .max(GIFT_LIMITS.pledgeMax, GIFT_MSG.fundGoalInvalid)
      .nullable()
      .optional(),
    transferGuide: z
      .string({ error: GIFT_MSG.transferGuideTooLong })
      .trim()
      .max(GIFT_LIMITS.transferGuideMax, GIFT_MSG.transferGuideTooLong)
      .nullable()
      .optional(),
  },
  { error: GIFT_MSG.fundInvalid },
);
export type FundSettingsRequest = z.infer<typeof fundSettingsSchema>;
/** News page request field (merged into `eventCreateSchema`). */
export const newsFundRequestFields = { fund: fundSettingsSchema.optional() };

/** `PUT /api/pledge/{pledgeId}/received` `{received}` (news page owner only). */
export const pledgeReceivedSchema = z.strictObject({ received: z.boolean({ error: GIFT_MSG.pledgeReceivedInvalid }) });
export type PledgeReceivedRequest = z.infer<typeof pledgeReceivedSchema>;

/** `GET /api/wish/similar/{eventCode}?title=&link=&excludeWishId=` (owner only). */
export const similarQuerySchema = z.object({
  title: z.string({ error: GIFT_MSG.similarQueryInvalid }).trim().max(GIFT_LIMITS.similarTitleMax, GIFT_MSG.similarTitleTooLong).optional().default(''),
  link: z.string({ error: GIFT_MSG.similarQueryInvalid }).trim().max(GIFT_LIMITS.similarLinkMax, GIFT_MSG.similarLinkTooLong).optional().default(''),
  /** The wish being edited (left out of the candidates). */
  excludeWishId: z.coerce
    .number({ error: GIFT_MSG.similarQueryInvalid })
    .int(GIFT_MSG.similarQueryInvalid)
    .positive(GIFT_MSG.similarQueryInvalid)
    .max(2_147_483_647, GIFT_MSG.similarQueryInvalid)
    .optional(),
});
export type SimilarQuery = z.infer<typeof similarQuerySchema>;

// ---------------------------------------------------------------- response shapes

/** Fields every read of a wish carries (public and owner). */
export interface WishGiftFields {
  /** Units wanted, 1–99. */
  quantity: number;
  /** Units reserved now (sum of live reservations); 0 for a group gift. */
  reservedQuantity: number;
  /** Takes pledges instead of reservations (needs a price). */
  groupGift: boolean;
  /** Sum of live pledges in KRW (0 unless a group gift). Never who gave what. */
  fundedAmount: number;
  /** Number of live pledges (0 unless a group gift). */
  giverCount: number;
}

/**
 * `POST /api/wish/reserve/{wishId}` → 201 and `POST /api/wish/unreserve/{wishId}` → 200:
 * `quantity` = units of this reservation; `reservedQuantity` = units of the wish reserved after the call;
 * `isReserved` = the wish is fully reserved after the call.
 */
export interface GiftReserveResponse {
  wishId: number;
  reservationId: string;
  quantity: number;
  reservedQuantity: number;
  isReserved: boolean;
}

/** `POST /api/wish/pledge/{wishId}` / `POST /api/event/pledge/{code}` → 201. `transferGuide`: the page's fund guide (only here and in the PIN view). */
export interface PledgeResponse {
  pledgeId: string;
  amount: number;
  transferGuide: string | null;
}

export type PledgeKind = 'GROUP_GIFT' | 'FUND';

/** `POST /api/pledge/view/{pledgeId}` `{eventCode, password}` → the pledger's own view. */
export interface PledgeView {
  pledgeId: string;
  kind: PledgeKind;
  eventCode: string;
  eventOwnerDisplayName: string;
  /** Group gift's title, null for the fund. */
  wishTitle: string | null;
  name: string;
  contact: string;
  amount: number;
  message: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  received: boolean;
  transferGuide: string | null;
}

/** The news page's fund in the public read (no transfer guide, no givers' names or amounts). */
export interface FundPublic {
  enabled: boolean;
  goal: number | null;
  pledgedAmount: number;
  giverCount: number;
}

/** The fund as its owner reads it (with the transfer guide). */
export interface FundOwner extends FundPublic {
  transferGuide: string | null;
}

/** One pledge as the owner sees it; `name`/`contact`/`message` null while surprise mode hides givers. */
export interface OwnerPledgeRow {
  pledgeId: string;
  kind: PledgeKind;
  wishId: number | null;
  wishTitle: string | null;
  name: string | null;
  contact: string | null;
  message: string | null;
  amount: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  received: boolean;
}

/** `PUT /api/pledge/{pledgeId}/received` → 200. */
export interface PledgeReceivedResponse {
  pledgeId: string;
  received: boolean;
}

/** Why a wish is listed as a near-duplicate. */
export type SimilarReason = keyof typeof GIFT_MSG.similarReason;

/** `GET /api/wish/similar/{eventCode}` → 200. */
export interface SimilarWishesResponse {
  candidates: Array<{ wishId: number; title: string; link: string; reason: SimilarReason }>;
}
