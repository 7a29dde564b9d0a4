import type { MailStats } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { readRows } from '../database/read-rows';
import { fromSqlTimestamp } from '../database/sql-timestamp';

/** Failed messages the administrator's stats list, newest first (enough to retry a bad hour by hand). */
export const RECENT_FAILURES_SHOWN = 20;

const COUNTS = 'SELECT status, COUNT(*) AS n FROM `mail_outbox` GROUP BY status';
const RECENT_FAILURES = `SELECT id, kind, recipient, attempts, last_error, created_at FROM \`mail_outbox\`
  WHERE status = 'failed' ORDER BY id DESC LIMIT ${RECENT_FAILURES_SHOWN}`;

/**
 * An address as the administrator sees it: the first two characters of the local part, `***`, the
 * domain (`kim@example.com` → `ki***@example.com`); '' for an emptied row (past retention).
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address ? '***' : '';
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}

/**
 * `GET /api/admin/mail/stats` (ARCHITECTURE §4.23) → `{pending, sending, sent, failed, recentFailures}`:
 * outbox rows by status, and the RECENT_FAILURES_SHOWN latest failed rows `{id, kind, recipient
 * (masked), attempts, lastError, createdAt (ISO 8601)}`.
 */
export async function readMailStats(dataSource: DataSource): Promise<MailStats> {
  const stats: MailStats = { pending: 0, sending: 0, sent: 0, failed: 0, recentFailures: [] };
  const counts = await readRows<{ status: string; n: number | string }>(dataSource, COUNTS, []);
  for (const r of counts) if (r.status === 'pending' || r.status === 'sending' || r.status === 'sent' || r.status === 'failed') stats[r.status] = Number(r.n);
  const failures = await readRows<{ id: number; kind: string; recipient: string; attempts: number; last_error: string | null; created_at: string | Date }>(
    dataSource,
    RECENT_FAILURES,
    [],
  );
  stats.recentFailures = failures.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    recipient: maskAddress(r.recipient),
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: fromSqlTimestamp(r.created_at).toISOString(),
  }));
  return stats;
}

const BACKLOG = "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM `mail_outbox` WHERE status IN ('pending', 'sending')";

/**
 * The outbox's undelivered messages for the metrics (ARCHITECTURE "Metrics"): `{depth, oldestAgeSeconds}`,
 * the rows still `pending` or `sending` and the age (s, against `now`) of the oldest of them (0 when none).
 */
export async function readOutboxBacklog(dataSource: DataSource, now: Date): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const [row] = await readRows<{ n: number | string; oldest: string | Date | null }>(dataSource, BACKLOG, []);
  const depth = Number(row?.n ?? 0);
  if (!row?.oldest || depth === 0) return { depth, oldestAgeSeconds: 0 };
  return { depth, oldestAgeSeconds: Math.max(0, (now.getTime() - fromSqlTimestamp(row.oldest).getTime()) / 1000) };
}
