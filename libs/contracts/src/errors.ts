import { MSG } from './messages';
import { ADMIN_MSG } from './admin-messages';
import { GIFT_MSG } from './gift-messages';

/**
 * The error-code table (ARCHITECTURE §4.19): every error the API answers carries one of these codes,
 * with the HTTP status and the Korean message (from the catalogue, spec §5/§8) listed here.
 * The API's exception filter writes `{ statusCode, code, message, error }` from this table; the
 * front ends branch on `code`, never on a status or a message string.
 *
 * A few codes let the thrower choose a more precise Korean message than the table's default
 * (`VALIDATION_FAILED` carries the first failed check's message; the social codes name the
 * provider). Every other error's message is exactly the one listed here.
 */
export const ERROR_CODES = {
  // ------------------------------------------------------------------ generic
  /** A request body or parameter failed a zod schema; message = the first issue's Korean text. */
  VALIDATION_FAILED: { status: 400, message: MSG.common.badRequest },
  /** The body is not valid JSON / form data (or not an object, or missing). */
  MALFORMED_BODY: { status: 400, message: MSG.common.malformedBody },
  /** The body's media type is one the route does not read (e.g. XML); same Korean text as MALFORMED_BODY. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: MSG.common.malformedBody },
  /** No valid token (missing, expired, forged, member gone). */
  UNAUTHENTICATED: { status: 401, message: MSG.common.unauthorized },
  /** Signed in but not allowed (e.g. a member on an administrator route). */
  FORBIDDEN: { status: 403, message: MSG.common.forbidden },
  /** Signed in but not the owner of the news page / wish / quiz. */
  NOT_OWNER: { status: 403, message: MSG.event.notOwner },
  /** Unknown API route or resource with no more precise code. */
  NOT_FOUND: { status: 404, message: MSG.common.notFound },
  PAYLOAD_TOO_LARGE: { status: 413, message: MSG.common.payloadTooLarge },
  /** A per-client request limit (throttler) was exceeded. */
  RATE_LIMITED: { status: 429, message: MSG.common.tooMany },
  /** This client address spent its hourly budget of failed PINs and sign-ins (ARCHITECTURE §4.7, §5). */
  ATTEMPT_BUDGET_EXCEEDED: { status: 429, message: MSG.common.tooManyFailures },
  INTERNAL_ERROR: { status: 500, message: MSG.common.server },
  /** The database (or another dependency) is unreachable. */
  SERVICE_UNAVAILABLE: { status: 503, message: MSG.common.unavailable },

  // ------------------------------------------------------------------ auth and members
  LOGIN_FAILED: { status: 401, message: MSG.auth.loginFailed },
  LOGIN_LOCKED: { status: 429, message: MSG.auth.loginLocked },
  USERNAME_TAKEN: { status: 409, message: MSG.auth.usernameTaken },
  EMAIL_TAKEN: { status: 409, message: MSG.auth.emailTaken },
  DISPLAY_NAME_TAKEN: { status: 409, message: MSG.auth.displayNameTaken },
  /** No free username could be derived for a social sign-up, or a race lost twice. */
  SIGNUP_FAILED: { status: 409, message: MSG.auth.signupFailed },
  /** The social sign-up ticket is forged, expired or malformed. */
  SIGNUP_TICKET_INVALID: { status: 400, message: MSG.auth.ticketInvalid },
  /** The social sign-up ticket was already used (or the provider account is registered). */
  SIGNUP_TICKET_USED: { status: 409, message: MSG.auth.ticketUsed },
  /** The social provider is not configured on this server. */
  SOCIAL_UNAVAILABLE: { status: 503, message: MSG.auth.socialUnavailable },
  /** The redirect back from the provider carries no usable authorization code. */
  SOCIAL_INVALID_ACCESS: { status: 400, message: MSG.auth.invalidAccess },
  /** The provider refused the authorization code; message names the provider. */
  SOCIAL_LOGIN_REFUSED: { status: 400, message: MSG.auth.kakaoFailed },
  /** The provider could not be reached or answered nonsense; message names the provider. */
  SOCIAL_PROVIDER_ERROR: { status: 502, message: MSG.auth.kakaoFailed },

  // ------------------------------------------------------------------ news pages and followers
  NEWS_NOT_FOUND: { status: 404, message: MSG.event.notFound },
  /** A member may own one news page (ARCHITECTURE §4.5). */
  NEWS_ALREADY_EXISTS: { status: 409, message: MSG.event.alreadyExists },
  CANNOT_FOLLOW_OWN: { status: 400, message: MSG.event.cannotFollowOwn },
  FOLLOWER_NOT_FOUND: { status: 404, message: MSG.event.followerNotFound },

  // ------------------------------------------------------------------ wishes and reservations
  WISH_NOT_FOUND: { status: 404, message: MSG.wish.notFound },
  /** The news page already has the most wishes allowed (LIMITS.wishesPerEventMax). */
  WISH_LIMIT_REACHED: { status: 400, message: MSG.wish.tooMany },
  /** Someone else reserved the wish first (ARCHITECTURE §4.7). */
  RESERVATION_TAKEN: { status: 409, message: MSG.reserve.alreadyReserved },
  RESERVATION_NOT_FOUND: { status: 404, message: MSG.reserve.notReserved },
  RESERVATION_PIN_WRONG: { status: 401, message: MSG.reserve.wrongPassword },
  /** Too many wrong PINs: the wish's PIN calls are locked for a while (ARCHITECTURE §4.7). */
  RESERVATION_LOCKED: { status: 429, message: MSG.reserve.locked },
  /** 20 wrong PINs in 24 hours: locked until the news page's owner unlocks it (ARCHITECTURE §4.7). */
  RESERVATION_LOCKED_UNTIL_UNLOCKED: { status: 429, message: MSG.reserve.lockedUntilUnlocked },
  /** The requested order-status change is not allowed from the current status (ARCHITECTURE §4.8). */
  RESERVATION_STATUS_INVALID: { status: 409, message: MSG.reserve.statusInvalid },

  // ------------------------------------------------------------------ quizzes
  QUIZ_NOT_FOUND: { status: 404, message: MSG.quiz.notFound },
  QUIZ_OPTION_INVALID: { status: 400, message: MSG.quiz.optionNotInQuiz },
  /** This contact already answered this quiz (ARCHITECTURE §4.9). */
  QUIZ_ALREADY_SUBMITTED: { status: 409, message: MSG.quiz.alreadySubmitted },
  /** The news page already has the most quizzes allowed (LIMITS.quizzesPerEventMax). */
  QUIZ_LIMIT_REACHED: { status: 400, message: MSG.quiz.tooMany },

  // ------------------------------------------------------------------ uploads (ARCHITECTURE §4.11, §4.18)
  UPLOAD_PATH_FORBIDDEN: { status: 403, message: MSG.upload.pathForbidden },
  UPLOAD_TYPE_NOT_ALLOWED: { status: 400, message: MSG.upload.typeNotAllowed },
  /** The uploaded file (local POST) or the declared `size` of a presign request is over LIMITS.uploadMaxBytes. */
  UPLOAD_TOO_LARGE: { status: 413, message: MSG.upload.tooLarge },
  /** The stored object named by a saved `path` is over LIMITS.uploadMaxBytes (deleted). */
  UPLOAD_STORED_TOO_LARGE: { status: 400, message: MSG.upload.tooLarge },
  UPLOAD_SIGNATURE_INVALID: { status: 403, message: MSG.upload.signatureInvalid },
  /** The saved `path` names no uploaded object of this member. */
  UPLOAD_NOT_FOUND: { status: 400, message: MSG.upload.notUploaded },
  /** The member's signed uploads of today (Asia/Seoul) reached LIMITS.uploadDailyMaxCount or LIMITS.uploadDailyMaxBytes. */
  UPLOAD_QUOTA_EXCEEDED: { status: 429, message: MSG.upload.quotaExceeded },

  // ------------------------------------------------------------------ notices (spec §8, ARCHITECTURE §4.14)
  NOTICE_NOT_FOUND: { status: 404, message: MSG.notice.notFound },

  // ------------------------------------------------------------------ site: asset groups and popup (ARCHITECTURE §4.16)
  /** No asset group has this code (spec §7 getAssetGroupByCode / editAssetGroup). */
  ASSET_GROUP_NOT_FOUND: { status: 404, message: MSG.site.assetGroupNotFound },

  // ------------------------------------------------------------------ quantities, group gifts, fund (ARCHITECTURE §4.22)
  /** A reserve asks for more units than remain; the thrower sets `GIFT_MSG.quantityRemaining(n)` (none left is RESERVATION_TAKEN). */
  RESERVATION_QUANTITY_EXCEEDED: { status: 409, message: GIFT_MSG.quantityRemaining(1) },
  /** The owner lowered `quantity` below the reserved units; the thrower sets `GIFT_MSG.quantityBelowReserved(n)`. */
  WISH_QUANTITY_BELOW_RESERVED: { status: 409, message: GIFT_MSG.quantityBelowReserved(1) },
  /** `groupGift` changed on a wish that has reservations or pledges. */
  WISH_GIFT_MODE_LOCKED: { status: 409, message: GIFT_MSG.giftModeLocked },
  /** Reserve on a group gift. */
  GROUP_GIFT_NOT_RESERVABLE: { status: 409, message: GIFT_MSG.groupGiftNotReservable },
  /** Pledge on a wish that is not a group gift. */
  NOT_GROUP_GIFT: { status: 409, message: GIFT_MSG.notGroupGift },
  /** Pledge on a fully funded group gift. */
  GROUP_GIFT_FUNDED: { status: 409, message: GIFT_MSG.alreadyFunded },
  /** A pledge above what remains of the price; the thrower sets `GIFT_MSG.amountRemaining(won)`. */
  PLEDGE_AMOUNT_EXCEEDED: { status: 409, message: GIFT_MSG.amountRemaining('1,000원') },
  /** Fund pledge while the news page's fund is not open. */
  FUND_CLOSED: { status: 409, message: GIFT_MSG.fundClosed },
  /** Unknown pledge id, or another page's code (same answer). */
  PLEDGE_NOT_FOUND: { status: 404, message: GIFT_MSG.pledgeNotFound },
  /** The pledger cancels a pledge the owner already marked received. */
  PLEDGE_ALREADY_RECEIVED: { status: 409, message: GIFT_MSG.pledgeAlreadyReceived },

  // ------------------------------------------------------------------ administration (spec §7, ARCHITECTURE §4.12)
  /** `GET /api/admin/fetchMemberDetails/{id}`: no member has this id. */
  MEMBER_NOT_FOUND: { status: 404, message: ADMIN_MSG.memberNotFound },
} as const satisfies Record<string, { status: number; message: string }>;

/** One code of the table, e.g. `'RESERVATION_TAKEN'`. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in table order (for tests and OpenAPI). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** True when `value` is a code of the table (e.g. read from an error body). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}
