/** Business constants of spec §9 and ARCHITECTURE §4/§5. Sizes in bytes, durations in ms. */
export const LIMITS = {
  eventTitleMax: 100,
  eventDescriptionMax: 1000,
  wishTitleMax: 100,
  wishDescriptionMax: 500,
  noticeTitleMax: 200,
  memberPageSize: 15,
  quizOptionsMin: 2,
  quizOptionsMax: 5,
  quizQuestionMax: 200,
  quizOptionTextMax: 100,
  // Field lengths of the request schemas (characters unless named otherwise).
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
  postCodeMax: 10,
  /** `address` and `detailAddress`. */
  addressMax: 200,
  linkMax: 2000,
  /** Wish price in KRW. */
  priceMax: 1_000_000_000,
  /** A stored upload `path` / `imagePath`. */
  imagePathMax: 500,
  /** A requested upload path of `getPreSignedUrl`. */
  uploadPathMax: 300,
  /** The share code field of the anonymous wish calls. */
  eventCodeMax: 64,
  /** Reserver's and quiz answerer's name. */
  reserverNameMax: 50,
  /** Reserver's and quiz answerer's contact (phone or e-mail). */
  contactMax: 100,
  noticeContentMax: 100_000,
  reservationPasswordLength: 4,
  imageOriginalMaxBytes: 5 * 1024 * 1024,
  imageOriginalEditMaxBytes: 10 * 1024 * 1024,
  /** Largest stored image (both drivers: the S3 POST policy's `content-length-range` and the local route), ARCHITECTURE §4.11. */
  uploadMaxBytes: 10 * 1024 * 1024,
  /**
   * Signed uploads per member per day (Asia/Seoul calendar day), ARCHITECTURE §4.11: a page holds at most
   * `wishesPerEventMax` wishes, so a whole list can be illustrated in one evening, while a stolen token
   * cannot turn the storage into a free file host.
   */
  uploadDailyMaxCount: 200,
  /**
   * Declared bytes of the signed uploads per member per day (same day): 200 images of ~2.5 MB on average
   * (the picker sends WebP of at most `imageLongestSidePx`, usually far smaller).
   */
  uploadDailyMaxBytes: 500 * 1024 * 1024,
  /**
   * Age after which a signed upload that nothing references is swept from storage (ARCHITECTURE §4.11):
   * far longer than a form stays open (the signed URL itself lives 10 minutes).
   */
  uploadOrphanAgeMs: 24 * 60 * 60 * 1000,
  imageLongestSidePx: 2000,
  imageWebpQuality: 0.85,
  tokenLifetimeMs: 24 * 60 * 60 * 1000,
  /**
   * Withdrawal of a social member (no password to confirm, ARCHITECTURE §4.21): their token must have been
   * issued (`iat`) at most this long ago, so a token left on a shared computer cannot delete the account.
   */
  reauthMaxAgeMs: 5 * 60 * 1000,
  copiedResetMs: 3000,
  errorClearMs: 3000,
  successRedirectMs: 1500,
  adminGuardDelayMs: 300,
  landingSlideMs: 3000,
  titlePopupShowMs: 500,
  titlePopupHideMs: 4500,
  confettiMs: 3500,
  confettiParticles: 150,
  revealStaggerMs: 100,
  loginFailuresMax: 10,
  /**
   * Life of the sign-in device cookie (ARCHITECTURE §5 device cookies): a phone that signed in once in the
   * last year keeps its own failure count, apart from the unknown devices a stranger can lock out.
   */
  deviceCookieLifetimeMs: 365 * 24 * 60 * 60 * 1000,
  /** Accounts one browser's device cookie remembers (a parent and the administrator on one computer). */
  deviceCookieAccountsMax: 5,
  /** Wrong PINs per wish within `attemptWindowMs` that lock its PIN calls for `reservationLockMs` (ARCHITECTURE §4.7). */
  reservationFailuresMax: 5,
  /** Length of the short per-wish PIN lock: long enough that 10,000 PINs take years, short enough for a mistyping aunt. */
  reservationLockMs: 15 * 60 * 1000,
  /** Wrong PINs per wish in `reservationDayWindowMs` that lock it until the owner unlocks: a steady guesser gets ~0.2% of the space, not all of it. */
  reservationFailuresDayMax: 20,
  reservationDayWindowMs: 24 * 60 * 60 * 1000,
  /**
   * Wrong PINs plus failed sign-ins per client address per `attemptBudgetWindowMs`, across all wishes and
   * accounts: stops guesses spread over many wishes. Counts failures only, so a family or a carrier's
   * shared address reserving many gifts is never throttled (ARCHITECTURE §5).
   */
  attemptBudgetMax: 30,
  attemptBudgetWindowMs: 60 * 60 * 1000,
  attemptWindowMs: 15 * 60 * 1000,
  /** A wish list this long is already more than any family reads; bounds storage per page (spec §9). */
  wishesPerEventMax: 200,
  /** Quizzes per news page: a quiz page is read in one go by every visitor. */
  quizzesPerEventMax: 20,
  /** Submissions (and ranking entries) per page of the owner's quiz management view. */
  quizSubmissionsPageSize: 50,
  /** How long an unknown news code is remembered as a miss, so probing codes costs no database read. */
  eventMissCacheMs: 5000,
  socialTicketMs: 10 * 60 * 1000,
} as const;

/** Local-storage and cookie keys of spec §4/§9. */
export const STORAGE_KEYS = {
  token: 'token',
  quizSubmitted: (code: string) => `quiz_submitted_${code}`,
  /** The reservations made in this browser on news page `code`: JSON `{[wishId]: reservationId[]}` (ARCHITECTURE §4.22). */
  myReservations: (code: string) => `my_reservations_${code}`,
  postLoginRedirect: 'post_login_redirect',
  oauthState: (provider: 'kakao' | 'google') => `oauth_state_${provider}`,
} as const;
