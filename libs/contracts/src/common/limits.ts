import { LIMITS_ADMIN } from '../admin/limits';
import { LIMITS_AUTH } from '../auth/limits';
import { LIMITS_EVENT } from '../events/limits';
import { LIMITS_NOTICE } from '../notices/limits';
import { LIMITS_QUIZ } from '../quizzes/limits';
import { LIMITS_RESERVE } from '../reservations/limits';
import { LIMITS_UPLOAD } from '../uploads/limits';
import { LIMITS_WISH } from '../wishes/limits';

/**
 * Business constants of spec §9 and ARCHITECTURE §4/§5. Sizes in bytes, durations in ms, field
 * lengths of the request schemas in characters unless named otherwise.
 *
 * Each domain keeps its part beside its schemas (`<domain>/limits.ts`); this file assembles them
 * into the one flat `LIMITS`. The shell shares this module by file with the remotes
 * (`sharedContractTables` in tools/rspack/federation.mjs), so code reads the parts through `LIMITS`
 * only: a direct import of a part would ship a second copy of it.
 */
export const LIMITS = {
  ...LIMITS_AUTH,
  ...LIMITS_EVENT,
  ...LIMITS_WISH,
  ...LIMITS_RESERVE,
  ...LIMITS_QUIZ,
  ...LIMITS_NOTICE,
  ...LIMITS_ADMIN,
  ...LIMITS_UPLOAD,
  // Timings and effects of the front ends' shared behaviour (spec §9: errors clear after 3 s).
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
} as const;

/** Local-storage and cookie keys of spec §4/§9. */
export const STORAGE_KEYS = {
  token: 'token',
  quizSubmitted: (code: string) => `quiz_submitted_${code}`,
  /** The reservations made in this browser on news page `code`: JSON `{[wishId]: reservationId[]}` (ARCHITECTURE §4.22). */
  myReservations: (code: string) => `my_reservations_${code}`,
  /** This browser saw the birth announcement's confetti on news page `code` (once per visitor, ARCHITECTURE "Birth announcement"). */
  birthConfetti: (code: string) => `birth_confetti_${code}`,
  postLoginRedirect: 'post_login_redirect',
  oauthState: (provider: 'kakao' | 'google') => `oauth_state_${provider}`,
} as const;
