import { createHash, randomBytes } from 'node:crypto';
import type { Read, Run } from './atomic-statement';
import { sqlTimestamp } from './sql-timestamp';

/** How long a mailed one-time link works (ms, 30 minutes; ARCHITECTURE §4.23). */
export const ONE_TIME_TOKEN_TTL_MS = 30 * 60_000;

/** The stored form of a token: its SHA-256, hex (the token itself is never stored). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What a one-time token is for and whose it is: `purpose` (e.g. 'reservation-pin') and the row id it acts on. */
export interface TokenSubject {
  purpose: string;
  subjectId: number;
}

/**
 * Writes a new one-time token for `subject` on the caller's transaction (ARCHITECTURE §4.23): 32
 * random bytes, base64url (43 characters), stored as its SHA-256 in `one_time_token`, usable until
 * `now` + `ttlMs` (default 30 minutes), once.
 * @returns `{token, hash}`: the token for the link's fragment (`#t=`), the hash for an idempotency key.
 */
export async function issueOneTimeToken(run: Run, subject: TokenSubject, now: Date, ttlMs = ONE_TIME_TOKEN_TTL_MS): Promise<{ token: string; hash: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = tokenHash(token);
  await run('INSERT INTO `one_time_token` (token_hash, purpose, subject_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
    hash,
    subject.purpose,
    subject.subjectId,
    sqlTimestamp(new Date(now.getTime() + ttlMs)),
    sqlTimestamp(now),
  ]);
  return { token, hash };
}

/**
 * Uses `token` on the caller's transaction: a conditional UPDATE marks it used only while it is unused,
 * unexpired and of one of `purposes`, so two racing uses cannot both succeed; then every other unused
 * token of the same subject and purpose is revoked (a reset link ends the earlier ones).
 * @returns the subject it was issued for, or null for an unknown, used, expired or other-purpose token.
 */
export async function consumeOneTimeToken(run: Run, read: Read, token: string, purposes: readonly string[], now: Date): Promise<TokenSubject | null> {
  const hash = tokenHash(token);
  const at = sqlTimestamp(now);
  const placeholders = purposes.map(() => '?').join(', ');
  const used = await run(
    `UPDATE \`one_time_token\` SET used_at = ? WHERE token_hash = ? AND purpose IN (${placeholders}) AND used_at IS NULL AND expires_at > ?`,
    [at, hash, ...purposes, at],
  );
  if (used === 0) return null;
  const [row] = await read<{ purpose: string; subject_id: number | string }>('SELECT purpose, subject_id FROM `one_time_token` WHERE token_hash = ?', [hash]);
  if (!row) return null;
  const subject = { purpose: row.purpose, subjectId: Number(row.subject_id) };
  await run('UPDATE `one_time_token` SET used_at = ? WHERE purpose = ? AND subject_id = ? AND used_at IS NULL', [at, subject.purpose, subject.subjectId]);
  return subject;
}

/** Marks every unused token of `purposes` of subject `subjectId` used (its earlier links stop working). */
export async function revokeOneTimeTokens(run: Run, purposes: readonly string[], subjectId: number, now: Date): Promise<void> {
  await run(`UPDATE \`one_time_token\` SET used_at = ? WHERE purpose IN (${purposes.map(() => '?').join(', ')}) AND subject_id = ? AND used_at IS NULL`, [
    sqlTimestamp(now),
    ...purposes,
    subjectId,
  ]);
}
