/**
 * `LIMITS` of sign-up and sign-in fields, tokens, device cookies, and the failure counters of sign-ins and PINs (services/api/src/attempts; ARCHITECTURE §4.1–4.3, §4.7, §5).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_AUTH = {
  usernameMin: 4,
  usernameMax: 20,
  passwordMin: 8,
  /** argon2/bcrypt-compatible upper bound of a new password. */
  passwordMax: 72,
  /**
   * Lowest zxcvbn score (0–4) a new password must reach (ARCHITECTURE §5, password-strength.ts): 2 refuses the
   * dictionary's common passwords and their obvious variants ('password1') but takes a short passphrase.
   */
  passwordMinScore: 2,
  /** Login form fields: longer input is just a failed login. */
  loginUsernameMax: 100,
  loginPasswordMax: 200,
  emailMax: 254,
  displayNameMax: 20,
  tokenLifetimeMs: 24 * 60 * 60 * 1000,
  /**
   * Withdrawal of a social member (no password to confirm, ARCHITECTURE §4.21): their token must have been
   * issued (`iat`) at most this long ago, so a token left on a shared computer cannot delete the account.
   */
  reauthMaxAgeMs: 5 * 60 * 1000,
  loginFailuresMax: 10,
  /**
   * Life of the sign-in device cookie (ARCHITECTURE §5 device cookies): a phone that signed in once in the
   * last year keeps its own failure count, apart from the unknown devices a stranger can lock out.
   */
  deviceCookieLifetimeMs: 365 * 24 * 60 * 60 * 1000,
  /** Accounts one browser's device cookie remembers (a parent and the administrator on one computer). */
  deviceCookieAccountsMax: 5,
  socialTicketMs: 10 * 60 * 1000,
  /**
   * Wrong PINs plus failed sign-ins per client address per `attemptBudgetWindowMs`, across all wishes and
   * accounts: stops guesses spread over many wishes. Counts failures only, so a family or a carrier's
   * shared address reserving many gifts is never throttled (ARCHITECTURE §5).
   */
  attemptBudgetMax: 30,
  attemptBudgetWindowMs: 60 * 60 * 1000,
  attemptWindowMs: 15 * 60 * 1000,
} as const;
