import type { MailData, MailKind } from '@babynews/mail';
import type { Read, Run } from '../database/atomic-statement';
import { isUniqueViolation } from '../database/db-errors';
import { sqlTimestamp } from '../database/sql-timestamp';
import { LIMITED_KINDS, RECIPIENT_LIMITS } from './outbox-policy';
import { groupOfKind, isSuppressed } from './suppression';

/** One message to enqueue: the template `kind` with its `data`, for `to`, once per `idempotencyKey`. */
export interface OutgoingMail<K extends MailKind = MailKind> {
  kind: K;
  /** The recipient's address (lower-cased). */
  to: string;
  data: MailData[K];
  /** Unique per message (e.g. `reservationReceipt:{reservation public id}`); at most 128 characters. */
  idempotencyKey: string;
}

/** Why `enqueueMail` wrote nothing. */
export type SkipReason = 'duplicate' | 'recipient-limit' | 'suppressed';

const LIMITED_PLACEHOLDERS = LIMITED_KINDS.map(() => '?').join(', ');
const COUNT_RECENT = `SELECT COUNT(*) AS n FROM \`mail_outbox\` WHERE recipient = ? AND kind IN (${LIMITED_PLACEHOLDERS}) AND created_at > ?`;
const INSERT = `INSERT INTO \`mail_outbox\` (idempotency_key, kind, recipient, data, status, attempts, next_attempt_at, created_at)
  VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`;

/**
 * Writes `mail` into the outbox inside the caller's transaction (`run`/`read` of `transactional`), so
 * the message exists exactly when the change that causes it commits (ARCHITECTURE §4.23). Returns
 * null when written, else why not: `duplicate` (the key was enqueued before) or `recipient-limit`
 * (a receipt, PIN link or reset beyond RECIPIENT_LIMITS for this address in the last hour or day —
 * the change itself goes on; nobody can use the product to flood an inbox) or `suppressed` (the
 * address unsubscribed from the kind's group, `mail_suppression`).
 * @param now the injected Clock's time.
 * @throws whatever the database throws other than the key's unique violation.
 */
export async function enqueueMail(run: Run, read: Read, mail: OutgoingMail, now: Date): Promise<SkipReason | null> {
  const group = groupOfKind(mail.kind);
  if (group && (await isSuppressed(read, mail.to, group))) return 'suppressed';
  if (LIMITED_KINDS.includes(mail.kind)) {
    const since = (ms: number) => sqlTimestamp(new Date(now.getTime() - ms));
    const [hour] = await read<{ n: number | string }>(COUNT_RECENT, [mail.to, ...LIMITED_KINDS, since(3_600_000)]);
    if (Number(hour?.n ?? 0) >= RECIPIENT_LIMITS.perHour) return 'recipient-limit';
    const [day] = await read<{ n: number | string }>(COUNT_RECENT, [mail.to, ...LIMITED_KINDS, since(86_400_000)]);
    if (Number(day?.n ?? 0) >= RECIPIENT_LIMITS.perDay) return 'recipient-limit';
  }
  try {
    await run(INSERT, [mail.idempotencyKey, mail.kind, mail.to, JSON.stringify(mail.data), sqlTimestamp(now), sqlTimestamp(now)]);
    return null;
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
}
