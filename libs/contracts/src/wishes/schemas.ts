import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { optionalText, requiredText } from '../common/text-fields';
import { GIFT_LIMITS, GIFT_MSG } from '../pledges/gift-messages';
import { LINK_PREVIEW_MSG } from './link-preview-messages';
import { NEEDED_BY, WISH_SORT_ORDER_MAX } from './plan';
import { quantityField } from './quantity-field';
import { groupGiftHasPrice, LINK_TYPES } from './rules';

/**
 * Request schemas of the wish list (spec §3, §5; ARCHITECTURE §4.10–4.11, §4.20, §4.22): a wish's
 * fields with what is needed first and its gift mode, the owner's reordering and the near-duplicate
 * query. Strict objects; checks in the order the wish editor shows them.
 */

/** Accepts the spec's two spellings of AliExpress and normalises to the upper-case form. */
export const linkTypeSchema = z
  .string({ error: MSG.common.badRequest })
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(LINK_TYPES, { error: MSG.common.badRequest }));

const httpLink = z
  .string({ error: MSG.wish.linkInvalid })
  .trim()
  .max(LIMITS.linkMax, MSG.wish.linkInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), MSG.wish.linkInvalid);

/** Wish fields of `POST /api/wish/create/{eventCode}` and `PUT /api/wish/update/{id}` (merged into the wish schemas). */
export const wishPlanRequestFields = {
  neededBy: z.enum(NEEDED_BY, { error: MSG.parent.neededByInvalid }).nullable().optional(),
  mostWanted: z.boolean({ error: MSG.parent.mostWantedInvalid }).optional(),
  sortOrder: z
    .number({ error: MSG.parent.sortOrderInvalid })
    .int(MSG.parent.sortOrderInvalid)
    .min(0, MSG.parent.sortOrderInvalid)
    .max(WISH_SORT_ORDER_MAX, MSG.parent.sortOrderInvalid)
    .optional(),
};

/**
 * Wish fields of §4.22 merged into `wishCreateSchema` / `wishUpdateSchema`: `quantity` (1–99; create
 * defaults to 1, update keeps when absent), `groupGift` (create defaults to false, update keeps when
 * absent). A group gift needs a price: checked by `groupGiftHasPrice` on the merged object.
 */
export const wishGiftRequestFields = {
  quantity: quantityField.optional(),
  groupGift: z.boolean({ error: GIFT_MSG.groupGiftInvalid }).optional(),
};

const wishFields = {
  title: requiredText(MSG.wish.titleRequired, { len: LIMITS.wishTitleMax, message: MSG.wish.titleTooLong }),
  description: optionalText(LIMITS.wishDescriptionMax, MSG.wish.descriptionTooLong),
  link: httpLink.optional().default(''),
  linkType: linkTypeSchema.optional(),
  price: z
    .number({ error: MSG.wish.priceInvalid })
    .int(MSG.wish.priceInvalid)
    .min(0, MSG.wish.priceInvalid)
    .max(LIMITS.priceMax, MSG.wish.priceInvalid)
    .nullable()
    .optional(),
  imagePath: z.string({ error: MSG.common.badRequest }).max(LIMITS.imagePathMax, MSG.common.badRequest).nullable().optional(),
  // What is needed first (ARCHITECTURE §4.20): optional; on update absent keeps.
  ...wishPlanRequestFields,
  // Quantity and group gift (ARCHITECTURE §4.22): optional; create defaults 1 / false, update keeps when absent.
  ...wishGiftRequestFields,
};
/** A group gift needs a price (ARCHITECTURE §4.22); on update the service checks against the stored price too. */
const groupGiftPriceCheck = { message: GIFT_MSG.groupGiftNeedsPrice, path: ['groupGift'] };
/** `POST /api/wish/create/{eventCode}`. */
export const wishCreateSchema = z.strictObject(wishFields).refine(groupGiftHasPrice, groupGiftPriceCheck);
export type WishCreateRequest = z.infer<typeof wishCreateSchema>;
/** `PUT /api/wish/update/{id}`: `imagePath` null keeps the image, '' removes it. */
export const wishUpdateSchema = z.strictObject(wishFields).refine(groupGiftHasPrice, groupGiftPriceCheck);
export type WishUpdateRequest = z.infer<typeof wishUpdateSchema>;

/**
 * `POST /api/wish/linkPreview` `{url}` (ARCHITECTURE "Universal add"): the product page to read; an
 * http(s) address of at most LIMITS.linkMax characters, required.
 */
export const wishLinkPreviewSchema = z.strictObject({
  url: z
    .string({ error: LINK_PREVIEW_MSG.urlRequired })
    .trim()
    .min(1, LINK_PREVIEW_MSG.urlRequired)
    .max(LIMITS.linkMax, MSG.wish.linkInvalid)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), MSG.wish.linkInvalid),
});
export type WishLinkPreviewRequest = z.infer<typeof wishLinkPreviewSchema>;

/**
 * `PUT /api/wish/reorder/{eventCode}` `{wishIds}`: the listed wishes of the page get `sortOrder`
 * 1, 2, 3… in this order (the editor sends one group). Ids unique, 1…LIMITS.wishesPerEventMax of them.
 */
export const wishReorderSchema = z.strictObject({
  wishIds: z
    .array(z.number({ error: MSG.parent.reorderInvalid }).int(MSG.parent.reorderInvalid).positive(MSG.parent.reorderInvalid), {
      error: MSG.parent.reorderInvalid,
    })
    .min(1, MSG.parent.reorderInvalid)
    .max(LIMITS.wishesPerEventMax, MSG.parent.reorderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, MSG.parent.reorderInvalid),
});
export type WishReorderRequest = z.infer<typeof wishReorderSchema>;

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
