import type { ErrorCode } from '@babynews/contracts';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';

/**
 * Inside the write's transaction, refuses a new row of `table` when news page `eventId` already has
 * `max` of them (LIMITS.wishesPerEventMax, LIMITS.quizzesPerEventMax; ARCHITECTURE §5). Parallel creates
 * cannot pass it together: on MySQL/MariaDB the page's `event` row is locked (`FOR UPDATE`) before
 * counting, so creators of one page take turns until commit, and the count is a locking (current)
 * read; on SQLite transactions already run one at a time (`sqlite-serializer.ts`).
 * @throws DomainError `code` when the page is full.
 */
export async function assertBelowPageCap(manager: EntityManager, table: 'wish' | 'quiz', eventId: number, max: number, code: ErrorCode): Promise<void> {
  const locking = manager.connection.options.type !== 'better-sqlite3';
  if (locking) await manager.query('SELECT id FROM `event` WHERE id = ? FOR UPDATE', [eventId]);
  const rows: Array<{ n: number | string }> = await manager.query(`SELECT COUNT(*) AS n FROM \`${table}\` WHERE event_id = ?${locking ? ' FOR UPDATE' : ''}`, [
    eventId,
  ]);
  if (Number(rows[0]?.n ?? 0) >= max) throw new DomainError(code);
}
