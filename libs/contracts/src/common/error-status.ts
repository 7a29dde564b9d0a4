/**
 * The HTTP status of every error code (ARCHITECTURE §4.19) — the codes without their Korean
 * messages: all a front end's API client needs to know about a code (is it one of ours, is it a
 * refusal below 500), so that a first visit does not carry every message of the table
 * (`ERROR_CODES` in errors.ts adds them, for the API and the tests).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_BODY: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_OWNER: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  ATTEMPT_BUDGET_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  CONSENT_REQUIRED: 400,
  LOGIN_FAILED: 401,
  LOGIN_LOCKED: 429,
  PASSWORD_MISMATCH: 401,
  REAUTH_REQUIRED: 401,
  PASSWORD_TOO_WEAK: 400,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  DISPLAY_NAME_TAKEN: 409,
  SIGNUP_FAILED: 409,
  SIGNUP_TICKET_INVALID: 400,
  SIGNUP_TICKET_USED: 409,
  SOCIAL_UNAVAILABLE: 503,
  SOCIAL_INVALID_ACCESS: 400,
  SOCIAL_LOGIN_REFUSED: 400,
  SOCIAL_PROVIDER_ERROR: 502,
  NEWS_NOT_FOUND: 404,
  NEWS_ALREADY_EXISTS: 409,
  CANNOT_FOLLOW_OWN: 400,
  FOLLOWER_NOT_FOUND: 404,
  WISH_NOT_FOUND: 404,
  WISH_LIMIT_REACHED: 400,
  RESERVATION_TAKEN: 409,
  RESERVATION_NOT_FOUND: 404,
  RESERVATION_PIN_WRONG: 401,
  RESERVATION_LOCKED: 429,
  RESERVATION_LOCKED_UNTIL_UNLOCKED: 429,
  RESERVATION_STATUS_INVALID: 409,
  QUIZ_NOT_FOUND: 404,
  QUIZ_ALREADY_SUBMITTED: 409,
  QUIZ_LIMIT_REACHED: 400,
  UPLOAD_PATH_FORBIDDEN: 403,
  UPLOAD_TYPE_NOT_ALLOWED: 400,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_STORED_TOO_LARGE: 400,
  UPLOAD_SIGNATURE_INVALID: 403,
  UPLOAD_NOT_FOUND: 400,
  UPLOAD_QUOTA_EXCEEDED: 429,
  NOTICE_NOT_FOUND: 404,
  ASSET_GROUP_NOT_FOUND: 404,
  RESERVATION_QUANTITY_EXCEEDED: 409,
  RESERVATION_ID_REQUIRED: 400,
  WISH_QUANTITY_BELOW_RESERVED: 409,
  WISH_GIFT_MODE_LOCKED: 409,
  GROUP_GIFT_NOT_RESERVABLE: 409,
  NOT_GROUP_GIFT: 409,
  GROUP_GIFT_FUNDED: 409,
  PLEDGE_AMOUNT_EXCEEDED: 409,
  FUND_CLOSED: 409,
  PLEDGE_NOT_FOUND: 404,
  PLEDGE_ALREADY_RECEIVED: 409,
  MEMBER_NOT_FOUND: 404,
  MAIL_NOT_FOUND: 404,
  MAIL_NOT_FAILED: 409,
  RESET_LINK_INVALID: 400,
  UNSUBSCRIBE_LINK_INVALID: 400,
  EMAIL_VERIFIED_ELSEWHERE: 409,
} as const satisfies Record<string, number>;

/** One code of the table, e.g. `'RESERVATION_TAKEN'`. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** True when `value` is a code of the table (e.g. read from an error body). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}

/**
 * The one code answered with a second status (ARCHITECTURE §4.24): `CONSENT_REQUIRED` is 400 when a
 * request body lacks a required consent and this status (403, signed in but not allowed yet) while a
 * required document has a version the member has not agreed to. A front end tells the two apart by status.
 */
export const CONSENT_RENEWAL_STATUS = 403;
