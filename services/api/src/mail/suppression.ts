import { createHash } from 'node:crypto';
import type { MailGroup } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { runAtomicStatement, type Read } from '../database/atomic-statement';
import { isUniqueViolation } from '../database/db-errors';
import { sqlTimestamp } from '../database/sql-timestamp';

/**
 * The kinds of each unsubscribable group (ARCHITECTURE §4.23). Written as names (not `MailKind`) so
 * the table may name a kind before its template exists; `groupOfKind` answers null for every other
 * kind (PIN and password resets, verification, username reminders: no unsubscribe).
 */
export const UNSUBSCRIBE_GROUPS: Readonly<Record<MailGroup, readonly string[]>> = {
  // The page-closed notice and the parent's thank-you note go to the receipt addresses: who stopped receipts does not get them either.
  receipt: ['reservationReceipt', 'pledgeReceipt', 'pageClosed', 'thankYou'],
  notification: ['activityNotice', 'activityDigest'],
  // The birth announcement (ARCHITECTURE "Birth announcement"): a group of its own, so stopping it stops no receipt.
  birth: ['birthAnnouncement'],
};

/** The group a message kind can be unsubscribed from, or null when it has no unsubscribe. */
export function groupOfKind(kind: string): MailGroup | null {
  for (const [group, kinds] of Object.entries(UNSUBSCRIBE_GROUPS) as Array<[MailGroup, readonly string[]]>) {
    if (kinds.includes(kind)) return group;
  }
  return null;
}

/**
 * The SHA-256 of a recipient address (trimmed, lower-cased), 32 bytes: the suppression list keeps
 * this, never the address, and the unsubscribe token carries it (base64url).
 */
export function recipientDigest(address: string): Buffer {
  return createHash('sha256').update(address.trim().toLowerCase()).digest();
}

const IS_SUPPRESSED = 'SELECT 1 AS hit FROM `mail_suppression` WHERE recipient_hash = ? AND mail_group = ?';
const SUPPRESS = 'INSERT INTO `mail_suppression` (recipient_hash, mail_group, created_at) VALUES (?, ?, ?)';

/** True when `address` unsubscribed from `group` (a read on the caller's transaction or data source). */
export async function isSuppressed(read: Read, address: string, group: MailGroup): Promise<boolean> {
  const rows = await read<{ hit: number }>(IS_SUPPRESSED, [recipientDigest(address).toString('hex'), group]);
  return rows.length > 0;
}

/**
 * Puts the address whose digest is `digestHex` (64 hex characters) on the suppression list of `group`;
 * a second time changes nothing (the primary key refuses the row, which is the same outcome).
 * @throws whatever the database throws other than the key's unique violation.
 */
export async function suppress(dataSource: DataSource, digestHex: string, group: MailGroup, now: Date): Promise<void> {
  try {
    await runAtomicStatement(dataSource, SUPPRESS, [digestHex, group, sqlTimestamp(now)]);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}
