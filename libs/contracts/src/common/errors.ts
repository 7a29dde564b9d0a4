import { ADMIN_MSG } from '../admin/admin-messages';
import { SECURITY_MSG } from '../auth/security-messages';
import { GIFT_MSG } from '../pledges/gift-messages';
import { GUESTBOOK_MSG } from '../guestbook/messages';
import { MAIL_MSG } from '../mail/messages';
import { MEMBER_MAIL_MSG } from '../members/mail-messages';
import { ERROR_STATUS, type ErrorCode } from './error-status';
import { MSG } from './messages';
import { CONSENT_MSG } from '../consent/messages';
import { THANKS_MSG } from '../thanks/messages';
import { BIRTH_MSG } from '../events/birth-form-messages';
import { COPARENT_MSG } from '../coparent/messages';

export { CONSENT_RENEWAL_STATUS, ERROR_STATUS, isErrorCode, type ErrorCode } from './error-status';

/**
 * The error-code table (ARCHITECTURE §4.19): every error the API answers carries one of these codes,
 * with the HTTP status (`ERROR_STATUS`, error-status.ts) and the Korean message (from the catalogue,
 * spec §5/§8) listed here.
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
  VALIDATION_FAILED: { status: ERROR_STATUS.VALIDATION_FAILED, message: MSG.common.badRequest },
  /** The body is not valid JSON / form data (or not an object, or missing). */
  MALFORMED_BODY: { status: ERROR_STATUS.MALFORMED_BODY, message: MSG.common.malformedBody },
  /** The body's media type is one the route does not read (e.g. XML); same Korean text as MALFORMED_BODY. */
  UNSUPPORTED_MEDIA_TYPE: { status: ERROR_STATUS.UNSUPPORTED_MEDIA_TYPE, message: MSG.common.malformedBody },
  /** No valid token (missing, expired, forged, member gone). */
  UNAUTHENTICATED: { status: ERROR_STATUS.UNAUTHENTICATED, message: MSG.common.unauthorized },
  /** Signed in but not allowed (e.g. a member on an administrator route). */
  FORBIDDEN: { status: ERROR_STATUS.FORBIDDEN, message: MSG.common.forbidden },
  /** Signed in but not the owner of the news page / wish / quiz. */
  NOT_OWNER: { status: ERROR_STATUS.NOT_OWNER, message: MSG.event.notOwner },
  /** Unknown API route or resource with no more precise code. */
  NOT_FOUND: { status: ERROR_STATUS.NOT_FOUND, message: MSG.common.notFound },
  PAYLOAD_TOO_LARGE: { status: ERROR_STATUS.PAYLOAD_TOO_LARGE, message: MSG.common.payloadTooLarge },
  /** A per-client request limit (throttler) was exceeded. */
  RATE_LIMITED: { status: ERROR_STATUS.RATE_LIMITED, message: MSG.common.tooMany },
  /** This client address spent its hourly budget of failed PINs and sign-ins (ARCHITECTURE §4.7, §5). */
  ATTEMPT_BUDGET_EXCEEDED: { status: ERROR_STATUS.ATTEMPT_BUDGET_EXCEEDED, message: MSG.common.tooManyFailures },
  INTERNAL_ERROR: { status: ERROR_STATUS.INTERNAL_ERROR, message: MSG.common.server },
  /** The database (or another dependency) is unreachable. */
  SERVICE_UNAVAILABLE: { status: ERROR_STATUS.SERVICE_UNAVAILABLE, message: MSG.common.unavailable },

  // ------------------------------------------------------------------ auth and members
  /**
   * A required consent is missing (ARCHITECTURE §4.24). 400 when a body lacks it (sign-up, a
   * relative's form: the thrower names the consent); 403 (`CONSENT_RENEWAL_STATUS`) on a member route
   * while a required document has a version the member has not agreed to.
   */
  CONSENT_REQUIRED: { status: ERROR_STATUS.CONSENT_REQUIRED, message: CONSENT_MSG.renewal },
  LOGIN_FAILED: { status: ERROR_STATUS.LOGIN_FAILED, message: MSG.auth.loginFailed },
  LOGIN_LOCKED: { status: ERROR_STATUS.LOGIN_LOCKED, message: MSG.auth.loginLocked },
  /** The password confirming a withdrawal is wrong (counted like a failed sign-in; the session stays). */
  PASSWORD_MISMATCH: { status: ERROR_STATUS.PASSWORD_MISMATCH, message: SECURITY_MSG.passwordMismatch },
  /** A social member's token is older than LIMITS.reauthMaxAgeMs for a withdrawal: sign in again (the session stays). */
  REAUTH_REQUIRED: { status: ERROR_STATUS.REAUTH_REQUIRED, message: SECURITY_MSG.reauthRequired },
  /** A new password below LIMITS.passwordMinScore; the thrower sets zxcvbn's reason in Korean (PASSWORD_STRENGTH_MSG). */
  PASSWORD_TOO_WEAK: { status: ERROR_STATUS.PASSWORD_TOO_WEAK, message: SECURITY_MSG.passwordTooWeak },
  USERNAME_TAKEN: { status: ERROR_STATUS.USERNAME_TAKEN, message: MSG.auth.usernameTaken },
  EMAIL_TAKEN: { status: ERROR_STATUS.EMAIL_TAKEN, message: MSG.auth.emailTaken },
  DISPLAY_NAME_TAKEN: { status: ERROR_STATUS.DISPLAY_NAME_TAKEN, message: MSG.auth.displayNameTaken },
  /** No free username could be derived for a social sign-up, or a race lost twice. */
  SIGNUP_FAILED: { status: ERROR_STATUS.SIGNUP_FAILED, message: MSG.auth.signupFailed },
  /** The social sign-up ticket is forged, expired or malformed. */
  SIGNUP_TICKET_INVALID: { status: ERROR_STATUS.SIGNUP_TICKET_INVALID, message: MSG.auth.ticketInvalid },
  /** The social sign-up ticket was already used (or the provider account is registered). */
  SIGNUP_TICKET_USED: { status: ERROR_STATUS.SIGNUP_TICKET_USED, message: MSG.auth.ticketUsed },
  /** The social provider is not configured on this server. */
  SOCIAL_UNAVAILABLE: { status: ERROR_STATUS.SOCIAL_UNAVAILABLE, message: MSG.auth.socialUnavailable },
  /** The redirect back from the provider carries no usable authorization code. */
  SOCIAL_INVALID_ACCESS: { status: ERROR_STATUS.SOCIAL_INVALID_ACCESS, message: MSG.auth.invalidAccess },
  /** The provider refused the authorization code; message names the provider. */
  SOCIAL_LOGIN_REFUSED: { status: ERROR_STATUS.SOCIAL_LOGIN_REFUSED, message: MSG.auth.kakaoFailed },
  /** The provider could not be reached or answered nonsense; message names the provider. */
  SOCIAL_PROVIDER_ERROR: { status: ERROR_STATUS.SOCIAL_PROVIDER_ERROR, message: MSG.auth.kakaoFailed },

  // ------------------------------------------------------------------ news pages and followers
  NEWS_NOT_FOUND: { status: ERROR_STATUS.NEWS_NOT_FOUND, message: MSG.event.notFound },
  /** A member may own one news page (ARCHITECTURE §4.5). */
  NEWS_ALREADY_EXISTS: { status: ERROR_STATUS.NEWS_ALREADY_EXISTS, message: MSG.event.alreadyExists },
  CANNOT_FOLLOW_OWN: { status: ERROR_STATUS.CANNOT_FOLLOW_OWN, message: MSG.event.cannotFollowOwn },
  FOLLOWER_NOT_FOUND: { status: ERROR_STATUS.FOLLOWER_NOT_FOUND, message: MSG.event.followerNotFound },
  /** The owner takes down a birth announcement the page does not have (ARCHITECTURE "Birth announcement"). */
  BIRTH_NOT_FOUND: { status: ERROR_STATUS.BIRTH_NOT_FOUND, message: BIRTH_MSG.notFound },

  // ------------------------------------------------------------------ wishes and reservations
  WISH_NOT_FOUND: { status: ERROR_STATUS.WISH_NOT_FOUND, message: MSG.wish.notFound },
  /** The news page already has the most wishes allowed (LIMITS.wishesPerEventMax). */
  WISH_LIMIT_REACHED: { status: ERROR_STATUS.WISH_LIMIT_REACHED, message: MSG.wish.tooMany },
  /** Someone else reserved the wish first (ARCHITECTURE §4.7). */
  RESERVATION_TAKEN: { status: ERROR_STATUS.RESERVATION_TAKEN, message: MSG.reserve.alreadyReserved },
  RESERVATION_NOT_FOUND: { status: ERROR_STATUS.RESERVATION_NOT_FOUND, message: MSG.reserve.notReserved },
  RESERVATION_PIN_WRONG: { status: ERROR_STATUS.RESERVATION_PIN_WRONG, message: MSG.reserve.wrongPassword },
  /** Too many wrong PINs: the wish's PIN calls are locked for a while (ARCHITECTURE §4.7). */
  RESERVATION_LOCKED: { status: ERROR_STATUS.RESERVATION_LOCKED, message: MSG.reserve.locked },
  /** 20 wrong PINs in 24 hours: locked until the news page's owner unlocks it (ARCHITECTURE §4.7). */
  RESERVATION_LOCKED_UNTIL_UNLOCKED: { status: ERROR_STATUS.RESERVATION_LOCKED_UNTIL_UNLOCKED, message: MSG.reserve.lockedUntilUnlocked },
  /** The requested order-status change is not allowed from the current status (ARCHITECTURE §4.8). */
  RESERVATION_STATUS_INVALID: { status: ERROR_STATUS.RESERVATION_STATUS_INVALID, message: MSG.reserve.statusInvalid },

  // ------------------------------------------------------------------ quizzes
  QUIZ_NOT_FOUND: { status: ERROR_STATUS.QUIZ_NOT_FOUND, message: MSG.quiz.notFound },
  /** This contact already answered this quiz (ARCHITECTURE §4.9). */
  QUIZ_ALREADY_SUBMITTED: { status: ERROR_STATUS.QUIZ_ALREADY_SUBMITTED, message: MSG.quiz.alreadySubmitted },
  /** The news page already has the most quizzes allowed (LIMITS.quizzesPerEventMax). */
  QUIZ_LIMIT_REACHED: { status: ERROR_STATUS.QUIZ_LIMIT_REACHED, message: MSG.quiz.tooMany },

  // ------------------------------------------------------------------ uploads (ARCHITECTURE §4.11, §4.18)
  UPLOAD_PATH_FORBIDDEN: { status: ERROR_STATUS.UPLOAD_PATH_FORBIDDEN, message: MSG.upload.pathForbidden },
  UPLOAD_TYPE_NOT_ALLOWED: { status: ERROR_STATUS.UPLOAD_TYPE_NOT_ALLOWED, message: MSG.upload.typeNotAllowed },
  /** The uploaded file (local POST) or the declared `size` of a presign request is over LIMITS.uploadMaxBytes. */
  UPLOAD_TOO_LARGE: { status: ERROR_STATUS.UPLOAD_TOO_LARGE, message: MSG.upload.tooLarge },
  /** The stored object named by a saved `path` is over LIMITS.uploadMaxBytes (deleted). */
  UPLOAD_STORED_TOO_LARGE: { status: ERROR_STATUS.UPLOAD_STORED_TOO_LARGE, message: MSG.upload.tooLarge },
  UPLOAD_SIGNATURE_INVALID: { status: ERROR_STATUS.UPLOAD_SIGNATURE_INVALID, message: MSG.upload.signatureInvalid },
  /** The saved `path` names no uploaded object of this member. */
  UPLOAD_NOT_FOUND: { status: ERROR_STATUS.UPLOAD_NOT_FOUND, message: MSG.upload.notUploaded },
  /** The member's signed uploads of today (Asia/Seoul) reached LIMITS.uploadDailyMaxCount or LIMITS.uploadDailyMaxBytes. */
  UPLOAD_QUOTA_EXCEEDED: { status: ERROR_STATUS.UPLOAD_QUOTA_EXCEEDED, message: MSG.upload.quotaExceeded },

  // ------------------------------------------------------------------ notices (spec §8, ARCHITECTURE §4.14)
  NOTICE_NOT_FOUND: { status: ERROR_STATUS.NOTICE_NOT_FOUND, message: MSG.notice.notFound },

  // ------------------------------------------------------------------ site: asset groups and popup (ARCHITECTURE §4.16)
  /** No asset group has this code (spec §7 getAssetGroupByCode / editAssetGroup). */
  ASSET_GROUP_NOT_FOUND: { status: ERROR_STATUS.ASSET_GROUP_NOT_FOUND, message: MSG.site.assetGroupNotFound },

  // ------------------------------------------------------------------ quantities, group gifts, fund (ARCHITECTURE §4.22)
  /** A reserve asks for more units than remain; the thrower sets `GIFT_MSG.quantityRemaining(n)` (none left is RESERVATION_TAKEN). */
  RESERVATION_QUANTITY_EXCEEDED: { status: ERROR_STATUS.RESERVATION_QUANTITY_EXCEEDED, message: GIFT_MSG.quantityRemaining(1) },
  /** A PIN call without `reservationId` on a wish several relatives reserved: the PIN is compared with one named reservation only. */
  RESERVATION_ID_REQUIRED: { status: ERROR_STATUS.RESERVATION_ID_REQUIRED, message: GIFT_MSG.reservationIdRequired },
  /** The owner lowered `quantity` below the reserved units; the thrower sets `GIFT_MSG.quantityBelowReserved(n)`. */
  WISH_QUANTITY_BELOW_RESERVED: { status: ERROR_STATUS.WISH_QUANTITY_BELOW_RESERVED, message: GIFT_MSG.quantityBelowReserved(1) },
  /** `groupGift` changed on a wish that has reservations or pledges. */
  WISH_GIFT_MODE_LOCKED: { status: ERROR_STATUS.WISH_GIFT_MODE_LOCKED, message: GIFT_MSG.giftModeLocked },
  /** Reserve on a group gift. */
  GROUP_GIFT_NOT_RESERVABLE: { status: ERROR_STATUS.GROUP_GIFT_NOT_RESERVABLE, message: GIFT_MSG.groupGiftNotReservable },
  /** Pledge on a wish that is not a group gift. */
  NOT_GROUP_GIFT: { status: ERROR_STATUS.NOT_GROUP_GIFT, message: GIFT_MSG.notGroupGift },
  /** Pledge on a fully funded group gift. */
  GROUP_GIFT_FUNDED: { status: ERROR_STATUS.GROUP_GIFT_FUNDED, message: GIFT_MSG.alreadyFunded },
  /** A pledge above what remains of the price; the thrower sets `GIFT_MSG.amountRemaining(won)`. */
  PLEDGE_AMOUNT_EXCEEDED: { status: ERROR_STATUS.PLEDGE_AMOUNT_EXCEEDED, message: GIFT_MSG.amountRemaining('1,000원') },
  /** Fund pledge while the news page's fund is not open. */
  FUND_CLOSED: { status: ERROR_STATUS.FUND_CLOSED, message: GIFT_MSG.fundClosed },
  /** Unknown pledge id, or another page's code (same answer). */
  PLEDGE_NOT_FOUND: { status: ERROR_STATUS.PLEDGE_NOT_FOUND, message: GIFT_MSG.pledgeNotFound },
  /** The pledger cancels a pledge the owner already marked received. */
  PLEDGE_ALREADY_RECEIVED: { status: ERROR_STATUS.PLEDGE_ALREADY_RECEIVED, message: GIFT_MSG.pledgeAlreadyReceived },

  // ------------------------------------------------------------------ guestbook (ARCHITECTURE "Guestbook")
  /** Unknown guestbook entry, or another page's share code (same answer). */
  GUESTBOOK_ENTRY_NOT_FOUND: { status: ERROR_STATUS.GUESTBOOK_ENTRY_NOT_FOUND, message: GUESTBOOK_MSG.entryNotFound },
  /** This client address left LIMITS_GUESTBOOK.guestbookPostsPerAddress entries within the window. */
  GUESTBOOK_RATE_LIMITED: { status: ERROR_STATUS.GUESTBOOK_RATE_LIMITED, message: GUESTBOOK_MSG.rateLimited },
  /** The news page took LIMITS_GUESTBOOK.guestbookPostsPerEvent entries within the day's window. */
  GUESTBOOK_DAILY_LIMIT: { status: ERROR_STATUS.GUESTBOOK_DAILY_LIMIT, message: GUESTBOOK_MSG.dailyLimit },

  // ------------------------------------------------------------------ administration (spec §7, ARCHITECTURE §4.12)
  /** `GET /api/admin/fetchMemberDetails/{id}`: no member has this id. */
  MEMBER_NOT_FOUND: { status: ERROR_STATUS.MEMBER_NOT_FOUND, message: ADMIN_MSG.memberNotFound },

  // ------------------------------------------------------------------ mail outbox (ARCHITECTURE §4.23)
  /** Admin retry of an outbox row that does not exist. */
  MAIL_NOT_FOUND: { status: ERROR_STATUS.MAIL_NOT_FOUND, message: MAIL_MSG.mailNotFound },
  /** Admin retry of a message that has not failed (pending, sending or sent). */
  MAIL_NOT_FAILED: { status: ERROR_STATUS.MAIL_NOT_FAILED, message: MAIL_MSG.mailNotFailed },
  /** A mailed one-time link that is unknown, used or older than 30 minutes. */
  RESET_LINK_INVALID: { status: ERROR_STATUS.RESET_LINK_INVALID, message: MAIL_MSG.resetLinkInvalid },
  /** An unsubscribe token whose signature does not match (forged or altered). */
  UNSUBSCRIBE_LINK_INVALID: { status: ERROR_STATUS.UNSUBSCRIBE_LINK_INVALID, message: MAIL_MSG.unsubscribeLinkInvalid },
  /** A verification link for an address another member verified first (ARCHITECTURE §4.23). */
  EMAIL_VERIFIED_ELSEWHERE: { status: ERROR_STATUS.EMAIL_VERIFIED_ELSEWHERE, message: MEMBER_MAIL_MSG.emailVerifiedElsewhere },

  // ------------------------------------------------------------------ thank-you notes (ARCHITECTURE "Thank-you notes")
  /** A thank-you note for a reservation or pledge that left no receipt e-mail (or lost it to retention). */
  THANK_YOU_NO_EMAIL: { status: ERROR_STATUS.THANK_YOU_NO_EMAIL, message: THANKS_MSG.noEmail },
  /** A second thank-you note for the same reservation or pledge. */
  THANK_YOU_ALREADY_SENT: { status: ERROR_STATUS.THANK_YOU_ALREADY_SENT, message: THANKS_MSG.alreadySent },

  // ------------------------------------------------------------------ co-parent (ARCHITECTURE "Two parents")
  /** The co-parent asked for what only the page's creator may do (delete the page, manage the co-parent). */
  NOT_CREATOR: { status: ERROR_STATUS.NOT_CREATOR, message: COPARENT_MSG.notCreator },
  /** An invitation token that is unknown, used, revoked or older than 7 days. */
  COPARENT_INVITE_INVALID: { status: ERROR_STATUS.COPARENT_INVITE_INVALID, message: COPARENT_MSG.inviteInvalid },
  /** The member already owns or co-owns a news page (or is the inviting creator). */
  COPARENT_ALREADY_OWNER: { status: ERROR_STATUS.COPARENT_ALREADY_OWNER, message: COPARENT_MSG.alreadyOwner },
  /** Confirm without an accepted invitation, or remove with no co-parent and no invitation. */
  COPARENT_NOT_FOUND: { status: ERROR_STATUS.COPARENT_NOT_FOUND, message: COPARENT_MSG.notFound },
  /** An invitation while a co-parent is confirmed (a page has at most two owners). */
  COPARENT_ALREADY_CONFIRMED: { status: ERROR_STATUS.COPARENT_ALREADY_CONFIRMED, message: COPARENT_MSG.alreadyConfirmed },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

/** Every code, in table order (for tests and OpenAPI). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
