import { z } from 'zod';
import { isCalendarDate } from '../calendar';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { optionalText, requiredText } from '../common/text-fields';
import { GIFT_LIMITS, GIFT_MSG } from '../pledges/gift-messages';

/**
 * Request schemas of the news page (spec §3, §5; ARCHITECTURE §4.4, §4.20, §4.22): its body with the
 * due date, surprise mode and 축의금 fund, and the share code every anonymous call carries. Strict
 * objects; checks in the order the form shows them.
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
  hideCountdown: z.boolean({ error: MSG.parent.hideCountdownInvalid }).optional(),
};

/**
 * The cover photo field of `POST /api/event/create` and `PUT /api/event/update/{code}` (merged into
 * `eventCreateSchema`): `coverPath`, the stored key of the member's own upload (`POST
 * /api/s3/getPreSignedUrl`, like a wish's `imagePath`); null or '' remove the cover (→ null), absent keeps it.
 */
export const newsCoverRequestFields = {
  coverPath: z
    .string({ error: MSG.common.badRequest })
    .trim()
    .max(LIMITS.imagePathMax, MSG.common.badRequest)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
};

/** Fund settings of the news page's update: `fund: {enabled, goal?, transferGuide?}` (absent keeps); goal in KRW. */
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

/** `POST /api/event/create` and `PUT /api/event/update/{code}` (ARCHITECTURE §4.4). */
export const eventCreateSchema = z.strictObject({
  title: requiredText(MSG.event.titleRequired, { len: LIMITS.eventTitleMax, message: MSG.event.titleTooLong }),
  description: optionalText(LIMITS.eventDescriptionMax, MSG.event.descriptionTooLong),
  // The cover photo (ARCHITECTURE "Cover photo and link card"): optional; on update absent keeps.
  ...newsCoverRequestFields,
  postCode: requiredText(MSG.event.addressRequired, { len: LIMITS.postCodeMax, message: MSG.event.addressRequired }),
  address: requiredText(MSG.event.addressRequired, { len: LIMITS.addressMax, message: MSG.event.addressTooLong }),
  detailAddress: optionalText(LIMITS.addressMax, MSG.event.addressTooLong),
  // Due date and surprise mode (ARCHITECTURE §4.20): optional; on update absent keeps, null clears.
  ...newsPlanRequestFields,
  // 축의금 fund (ARCHITECTURE §4.22): optional; on update absent keeps.
  ...newsFundRequestFields,
});
export type EventCreateRequest = z.infer<typeof eventCreateSchema>;
export type EventCreateInput = z.input<typeof eventCreateSchema>;
/** `PUT /api/event/update/{code}`: the same body as the creation. */
export const eventUpdateSchema = eventCreateSchema;

/**
 * The news page's share code that every anonymous wish, pledge and quiz call carries (ARCHITECTURE §4.7):
 * missing or blank → `MSG.reserve.eventCodeRequired`. A code of another page is answered like an unknown
 * wish (404).
 */
export const eventCodeFieldSchema = requiredText(MSG.reserve.eventCodeRequired, { len: LIMITS.eventCodeMax, message: MSG.reserve.eventCodeRequired });

/** Query of `GET /api/event/summary/{code}`: `format=csv` asks for the CSV download; any other value answers JSON. */
export const eventWrapUpQuerySchema = z.object({ format: z.string({ error: MSG.common.badRequest }).optional() });
export type EventWrapUpQuery = z.infer<typeof eventWrapUpQuerySchema>;

/** Query of `GET /api/event/card/{code}.png`: `v`, the content hash the page's HTML names (any other value is served briefly cached). */
export const eventCardQuerySchema = z.object({ v: z.string({ error: MSG.common.badRequest }).optional() });
export type EventCardQuery = z.infer<typeof eventCardQuerySchema>;
