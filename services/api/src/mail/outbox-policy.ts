import type { MailKind } from '@babynews/mail';

/** Tries of one message before it is marked failed (ARCHITECTURE §4.23). */
export const MAX_ATTEMPTS = 8;
/** The first wait after a failed try, in ms (1 minute); each next wait is 3× longer… */
const FIRST_BACKOFF_MS = 60_000;
const BACKOFF_FACTOR = 3;
/** …up to 6 hours. */
const MAX_BACKOFF_MS = 6 * 3_600_000;
/** How long a claim holds a row (ms): a worker that dies mid-send leaves it to another after this. */
export const LEASE_MS = 2 * 60_000;
/** Rows claimed at once by one worker. */
export const CLAIM_BATCH = 20;
/** Sent rows keep recipient and data this long (ms), then lose them (30 days). */
export const SENT_RETENTION_MS = 30 * 86_400_000;
/** `.eml` files of the embedded default are deleted after this long (ms, 7 days). */
export const EML_RETENTION_MS = 7 * 86_400_000;

/**
 * Wait after the `attempts`-th failed try (1-based), in ms: 1 min, 3, 9, 27, 81, 243 min, then 6 h
 * (the seven waits between eight tries span about 12 hours).
 */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * BACKOFF_FACTOR ** Math.max(0, attempts - 1));
}

/**
 * Kinds that a stranger can cause to be sent to any address (receipts, PIN links, verification links
 * of a sign-up naming that address, resets, username reminders): at most
 * `perHour` and `perDay` of them per recipient, counted over the outbox (shared by every instance).
 */
export const LIMITED_KINDS: readonly MailKind[] = ['reservationReceipt', 'pledgeReceipt', 'pinReset', 'verifyEmail', 'passwordReset', 'usernameReminder'];
export const RECIPIENT_LIMITS = { perHour: 3, perDay: 10 } as const;

/** Mails one client address may cause in an hour (receipts and PIN links), whatever their recipients. */
export const ADDRESS_LIMIT = { perHour: 10 } as const;
