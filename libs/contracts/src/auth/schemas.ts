import { z } from 'zod';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { GIFT_MSG, groupGiftHasPrice, makePledgeSchema, newsFundRequestFields, reservationIdField, reserveQuantityField, wishGiftRequestFields } from './gifts';
import { newsPlanRequestFields, wishPlanRequestFields } from './owner-schemas';

/**
 * Request schemas shared by the forms and the API (ARCHITECTURE §4, spec §5).
 * Every object is strict: an unknown field is refused, never stored (ARCHITECTURE §5).
 * The first issue of a failed parse is the message to show: checks are declared in the
 * order the specification lists them.
 */

/** A required string, trimmed, with the specification's message for blank or missing. */
const requiredText = (message: string, max?: { len: number; message: string }) => {
  const base = z.string({ error: message }).trim().min(1, message);
  return max ? base.max(max.len, max.message) : base;
};

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).optional().default('');

// ---------------------------------------------------------------- auth (ARCHITECTURE §4.1–4.3)

export const usernameSchema = z
  .string({ error: MSG.auth.usernameRequired })
  .trim()
  .min(1, MSG.auth.usernameRequired)
  .regex(new RegExp(`^[a-z0-9_]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`), MSG.auth.usernameFormat);

export const emailSchema = z
  .string({ error: MSG.auth.emailRequired })
  .trim()
  .min(1, MSG.auth.emailRequired)
  .max(LIMITS.emailMax, MSG.auth.emailFormat)
  .pipe(z.email({ error: MSG.auth.emailFormat }))
  .transform((v) => v.toLowerCase());

export const displayNameSchema = requiredText(MSG.auth.displayNameRequired, {
  len: LIMITS.displayNameMax,
  message: MSG.auth.displayNameLength,
});

/** `POST /api/loginProc` (form-encoded). Both fields required (spec §5 "Admin login"). */
export const loginSchema = z.strictObject({
  username: z.string({ error: MSG.auth.loginFieldsRequired }).trim().min(1, MSG.auth.loginFieldsRequired).max(LIMITS.loginUsernameMax, MSG.auth.loginFailed),
  password: z.string({ error: MSG.auth.loginFieldsRequired }).min(1, MSG.auth.loginFieldsRequired).max(LIMITS.loginPasswordMax, MSG.auth.loginFailed),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** `POST /api/joinProc`: regular sign-up (ARCHITECTURE §4.1). */
export const joinSchema = z.strictObject({
  username: usernameSchema,
  password: z
    .string({ error: MSG.auth.passwordRequired })
    .min(1, MSG.auth.passwordRequired)
    .min(LIMITS.passwordMin, MSG.auth.passwordLength)
    .max(LIMITS.passwordMax, MSG.auth.passwordLength),
  email: emailSchema,
  displayName: displayNameSchema,
});
export type JoinRequest = z.infer<typeof joinSchema>;

/** `POST /api/register/emailCheck`. */
export const emailCheckSchema = z.strictObject({ email: emailSchema });
/** `POST /api/register/displayNameCheck`. */
export const displayNameCheckSchema = z.strictObject({ displayName: displayNameSchema });
/** `POST /api/register/usernameCheck` (regular sign-up page's duplicate check). */
export const usernameCheckSchema = z.strictObject({ username: usernameSchema });

/** `POST /api/kakao/registerProc` — `kakaoId` is the signed sign-up ticket (ARCHITECTURE §4.17). */
export const kakaoRegisterSchema = z.strictObject({
  kakaoId: z.string({ error: MSG.auth.kakaoMissing }).min(1, MSG.auth.kakaoMissing),
  email: emailSchema,
  displayName: displayNameSchema,
});
/** `POST /api/google/registerProc` — `googleId` is the signed sign-up ticket. */
export const googleRegisterSchema = z.strictObject({
  googleId: z.string({ error: MSG.auth.googleMissing }).min(1, MSG.auth.googleMissing),
  email: emailSchema,
  displayName: displayNameSchema,
});
export type KakaoRegisterRequest = z.infer<typeof kakaoRegisterSchema>;
export type GoogleRegisterRequest = z.infer<typeof googleRegisterSchema>;

// ---------------------------------------------------------------- events (spec §3, §5)

/** `POST /api/event/create` and `PUT /api/event/update/{code}` (ARCHITECTURE §4.4). */
export const eventCreateSchema = z.strictObject({
  title: requiredText(MSG.event.titleRequired, { len: LIMITS.eventTitleMax, message: MSG.event.titleTooLong }),
  description: optionalText(LIMITS.eventDescriptionMax, MSG.event.descriptionTooLong),
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
export const eventUpdateSchema = eventCreateSchema;

// ---------------------------------------------------------------- wishes (spec §3, ARCHITECTURE §4.7–4.11)

export const LINK_TYPES = ['COUPANG', 'ALIEXPRESS', 'SSG', 'OLIVEYOUNG', 'OTHERS'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

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
 * The news page's share code that every anonymous wish call carries (ARCHITECTURE §4.7): missing or blank
 * → `MSG.reserve.eventCodeRequired`. A code of another page is answered like an unknown wish (404).
 */
export const eventCodeFieldSchema = requiredText(MSG.reserve.eventCodeRequired, { len: LIMITS.eventCodeMax, message: MSG.reserve.eventCodeRequired });

/** A 4-digit reservation PIN as typed at the password gate. */
const gatePinSchema = z.string({ error: MSG.reserve.gatePassword }).regex(/^\d{4}$/, MSG.reserve.gatePassword);

/**
 * `POST /api/wish/reserve/{wishId}` `{eventCode, reservedName, reservedEmail, reservedPassword}` —
 * the share code first, then the reserve modal's checks in the spec's order (spec §5, ARCHITECTURE §4.7).
 */
export const reserveSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  reservedName: requiredText(MSG.reserve.nameRequired, { len: LIMITS.reserverNameMax, message: MSG.reserve.nameTooLong }),
  reservedEmail: requiredText(MSG.reserve.contactRequired, { len: LIMITS.contactMax, message: MSG.reserve.contactTooLong }),
  reservedPassword: z
    .string({ error: MSG.reserve.passwordRequired })
    .trim()
    .min(1, MSG.reserve.passwordRequired)
    .length(LIMITS.reservationPasswordLength, MSG.reserve.passwordLength)
    .regex(/^\d{4}$/, MSG.reserve.passwordDigits),
  // Units to reserve, default 1 (ARCHITECTURE §4.22).
  ...reserveQuantityField,
});
export type ReserveRequest = z.infer<typeof reserveSchema>;
export type ReserveInput = z.input<typeof reserveSchema>;

/**
 * The reservation password gate (`POST /api/event/fetchWishReservedData/{wishId}`) and the cancel
 * call (`POST /api/wish/unreserve/{wishId}`): `{eventCode, password}` (ARCHITECTURE §4.7).
 */
export const reservationPasswordSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  password: gatePinSchema,
  ...reservationIdField,
});
export type ReservationPasswordRequest = z.infer<typeof reservationPasswordSchema>;

/** `GET /api/event/fetchWishReserverName/{wishId}?eventCode=` (ARCHITECTURE §4.7). */
export const reserverNameQuerySchema = z.object({ eventCode: eventCodeFieldSchema, ...reservationIdField });
export type ReserverNameQuery = z.infer<typeof reserverNameQuerySchema>;

export const ORDER_STATUSES = ['PREPARING', 'SHIPPING', 'CANCELLED', 'DELIVERED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** `POST /api/wish/orderStatus/{wishId}` `{eventCode, password, orderStatus}`: the reserver sets SHIPPING or CANCELLED (ARCHITECTURE §4.7, §4.8). */
export const reserverStatusSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  password: gatePinSchema,
  orderStatus: z.enum(['SHIPPING', 'CANCELLED'], { error: MSG.reserve.statusInvalid }),
  ...reservationIdField,
});
export type ReserverStatusRequest = z.infer<typeof reserverStatusSchema>;

/**
 * `POST /api/wish/pledge/{wishId}` and `POST /api/event/pledge/{code}` `{eventCode, name, contact, amount,
 * message?, password}` (ARCHITECTURE §4.22): amount in KRW ≥ 1,000; password = 4-digit PIN as a reservation's.
 */
export const pledgeSchema = makePledgeSchema(eventCodeFieldSchema, gatePinSchema);
export type PledgeRequest = z.infer<typeof pledgeSchema>;
export type PledgeInput = z.input<typeof pledgeSchema>;
/** `POST /api/pledge/view/{pledgeId}` and `POST /api/pledge/cancel/{pledgeId}` `{eventCode, password}`. */
export const pledgePasswordSchema = z.strictObject({ eventCode: eventCodeFieldSchema, password: gatePinSchema });
export type PledgePasswordRequest = z.infer<typeof pledgePasswordSchema>;

/** `PUT /api/wish/reservation/{wishId}/status`: the owner sets DELIVERED (ARCHITECTURE §4.8). */
export const ownerStatusSchema = z.strictObject({
  orderStatus: z.literal('DELIVERED', { error: MSG.reserve.statusInvalid }),
  ...reservationIdField,
});
export type OwnerStatusRequest = z.infer<typeof ownerStatusSchema>;

// ---------------------------------------------------------------- quiz (ARCHITECTURE §4.9)

export const quizCreateSchema = z.strictObject({
  question: requiredText(MSG.quiz.questionRequired, { len: LIMITS.quizQuestionMax, message: MSG.quiz.questionTooLong }),
  options: z
    .array(
      z.strictObject({
        text: requiredText(MSG.quiz.optionRequired, { len: LIMITS.quizOptionTextMax, message: MSG.quiz.optionTooLong }),
        correct: z.boolean({ error: MSG.quiz.exactlyOneCorrect }),
      }),
      { error: MSG.quiz.optionCount },
    )
    .min(LIMITS.quizOptionsMin, MSG.quiz.optionCount)
    .max(LIMITS.quizOptionsMax, MSG.quiz.optionCount)
    .refine((opts) => opts.filter((o) => o.correct).length === 1, MSG.quiz.exactlyOneCorrect),
});
export type QuizCreateRequest = z.infer<typeof quizCreateSchema>;

/**
 * `POST /api/quiz/submit/{quizId}` `{eventCode, selectedOptionId, name, contactInfo}`: the news page's
 * share code first, like every anonymous call (ARCHITECTURE §4.7, §4.9); a wrong code answers as an
 * unknown quiz (404).
 */
export const quizSubmitSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  selectedOptionId: z.number({ error: MSG.quiz.answerAll }).int(MSG.quiz.answerAll).positive(MSG.quiz.answerAll),
  name: requiredText(MSG.quiz.contactRequired, { len: LIMITS.reserverNameMax, message: MSG.reserve.nameTooLong }),
  contactInfo: requiredText(MSG.quiz.contactRequired, { len: LIMITS.contactMax, message: MSG.reserve.contactTooLong }),
});
export type QuizSubmitRequest = z.infer<typeof quizSubmitSchema>;

// ---------------------------------------------------------------- notices, uploads, admin

export const noticeSaveSchema = z.strictObject({
  title: requiredText(MSG.notice.titleRequired, { len: LIMITS.noticeTitleMax, message: MSG.notice.titleTooLong }),
  content: requiredText(MSG.notice.contentRequired, { len: LIMITS.noticeContentMax, message: MSG.notice.contentRequired }),
  imagePath: z.string({ error: MSG.common.badRequest }).max(LIMITS.imagePathMax, MSG.common.badRequest).nullable().optional(),
});
export type NoticeSaveRequest = z.infer<typeof noticeSaveSchema>;

export const presignSchema = z.strictObject({
  path: z.string({ error: MSG.upload.pathForbidden }).trim().min(1, MSG.upload.pathForbidden).max(LIMITS.uploadPathMax, MSG.upload.pathForbidden),
  /**
   * The file's size in bytes (optional; counted as LIMITS.uploadMaxBytes when absent): bounds the signed
   * upload and the member's daily byte quota. Over LIMITS.uploadMaxBytes the API answers UPLOAD_TOO_LARGE.
   */
  size: z.number({ error: MSG.common.badRequest }).int(MSG.common.badRequest).min(1, MSG.common.badRequest).optional(),
});
export type PresignRequest = z.infer<typeof presignSchema>;

// zod-free (a form's error line loads with the page, the schemas only on submit); re-exported here.
export { firstMessage } from './first-message';
