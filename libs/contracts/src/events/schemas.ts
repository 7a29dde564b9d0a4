import { z } from 'zod';
import { isCalendarDate } from '../calendar';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { optionalText, requiredText } from '../common/text-fields';
import { GIFT_LIMITS, GIFT_MSG } from '../pledges/gift-messages';
import { BIRTH_MSG } from './birth-form-messages';
import { LIMITS_BIRTH } from './birth-limits';

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
 * A photo the owner names by its stored key (the cover's `coverPath`, the birth's `photoPath`): trimmed, at
 * most `LIMITS.imagePathMax` characters; null or '' remove it (→ null), absent keeps it.
 */
function ownPhotoPath() {
  return z
    .string({ error: MSG.common.badRequest })
    .trim()
    .max(LIMITS.imagePathMax, MSG.common.badRequest)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
}

/**
 * The cover photo field of `POST /api/event/create` and `PUT /api/event/update/{code}` (merged into
 * `eventCreateSchema`): `coverPath`, the stored key of the member's own upload (`POST
 * /api/s3/getPreSignedUrl`, like a wish's `imagePath`); null or '' remove the cover (→ null), absent keeps it.
 */
export const newsCoverRequestFields = { coverPath: ownPhotoPath() };

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

/** True for a number with at most one decimal (3, 3.2; not 3.25), allowing for binary fractions. */
const oneDecimal = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;

/** An optional measure of a baby: a number in [min, max] with at most one decimal; null or absent = not given (→ null). */
const optionalMeasure = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine(oneDecimal, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** One baby of `eventBirthSchema`: `{name, weightKg?, heightCm?}` (kg 0.3–7.0 and cm 20–70, each with at most one decimal). */
const birthBabySchema = z.strictObject(
  {
    name: requiredText(BIRTH_MSG.nameRequired, { len: LIMITS_BIRTH.birthNameMax, message: BIRTH_MSG.nameTooLong }),
    weightKg: optionalMeasure(LIMITS_BIRTH.birthWeightKgMin, LIMITS_BIRTH.birthWeightKgMax, BIRTH_MSG.weightInvalid),
    heightCm: optionalMeasure(LIMITS_BIRTH.birthHeightCmMin, LIMITS_BIRTH.birthHeightCmMax, BIRTH_MSG.heightInvalid),
  },
  { error: BIRTH_MSG.nameRequired },
);

/**
 * `PUT /api/event/birth/{code}` (ARCHITECTURE "Birth announcement", DESIGN §4.25), checks in the form's
 * order: `bornAt` an ISO-8601 instant with seconds and an offset ('2027-05-12T14:30:00+09:00' or '…Z'),
 * 1–3 `babies`, `photoPath` the stored key of the member's own upload (`POST /api/s3/getPreSignedUrl`,
 * like a wish's `imagePath`; absent keeps the current photo, null or '' removes it → null) and an
 * optional `message` (plain text, trimmed, ≤ 500 characters; '' → null). "Not in the future" needs a
 * clock: the API checks it with its Clock after this schema, the form with the browser's
 * (`isBirthInFuture`), both with `BIRTH_MSG.bornAtFuture`.
 */
export const eventBirthSchema = z.strictObject({
  bornAt: z
    .string({ error: BIRTH_MSG.bornAtRequired })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: BIRTH_MSG.bornAtRequired }))
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 1900 && year <= 2199;
    }, BIRTH_MSG.bornAtRequired),
  babies: z
    .array(birthBabySchema, { error: BIRTH_MSG.babiesCount })
    .min(LIMITS_BIRTH.birthBabiesMin, BIRTH_MSG.babiesCount)
    .max(LIMITS_BIRTH.birthBabiesMax, BIRTH_MSG.babiesCount),
  photoPath: ownPhotoPath(),
  message: z
    .string({ error: BIRTH_MSG.messageTooLong })
    .trim()
    .max(LIMITS_BIRTH.birthMessageMax, BIRTH_MSG.messageTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type EventBirthRequest = z.infer<typeof eventBirthSchema>;
export type EventBirthInput = z.input<typeof eventBirthSchema>;
