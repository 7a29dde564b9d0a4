import { z } from 'zod';
import { isCalendarDate } from './calendar';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { NEEDED_BY, WISH_SORT_ORDER_MAX } from './owner';

/**
 * Request fields and schemas of the parent's side (ARCHITECTURE §4.20), apart from owner.ts so that
 * the pages that only show a news page (countdown, stages, order) do not load zod with them.
 */

/** Optional calendar day: `YYYY-MM-DD`, '' or null clear it (→ null), absent keeps it (update). */
const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** News page fields of `POST /api/event/create` and `PUT /api/event/update/{code}` (merged into `eventCreateSchema`). */
export const newsPlanRequestFields = {
  dueDate: optionalDay(MSG.parent.dueDateInvalid),
  surpriseMode: z.boolean({ error: MSG.parent.surpriseModeInvalid }).optional(),
  revealAt: optionalDay(MSG.parent.revealAtInvalid),
};

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

/** `PUT /api/wish/reservation/{wishId}/thanked` `{thanked}` (owner only). */
export const thankedSchema = z.strictObject({
  thanked: z.boolean({ error: MSG.parent.thankedInvalid }),
  /** Which reservation of a wish with several (ARCHITECTURE §4.22); absent: the wish's first. */
  reservationId: z.string({ error: MSG.parent.thankedInvalid }).trim().min(1, MSG.parent.thankedInvalid).max(64, MSG.parent.thankedInvalid).optional(),
});
export type ThankedRequest = z.infer<typeof thankedSchema>;
