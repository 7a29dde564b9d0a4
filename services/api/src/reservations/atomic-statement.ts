import type { DataSource } from 'typeorm';

interface SqliteHandle {
  inTransaction: boolean;
  prepare(sql: string): { run(...values: unknown[]): { changes: number } };
}

/** Longest wait for another flow's open SQLite transaction to end before giving up (ms). */
const SQLITE_WAIT_MS = 5000;

/**
 * Runs ONE data-changing statement atomically and returns the number of affected rows.
 * - MySQL/MariaDB: a pooled connection in autocommit mode.
 * - SQLite: TypeORM shares a single connection (and so any open transaction) between concurrent
 *   requests; the statement is run synchronously on the raw better-sqlite3 handle only when no
 *   other flow's transaction is open, so it can never be rolled back by someone else's failure.
 * Errors of the driver (e.g. a unique or foreign-key violation) are thrown unchanged.
 */
export async function runAtomicStatement(dataSource: DataSource, sql: string, values: unknown[]): Promise<number> {
  const type = dataSource.options.type;
  if (type === 'better-sqlite3') {
    const handle = (dataSource.driver as unknown as { databaseConnection: SqliteHandle }).databaseConnection;
    const deadline = Date.now() + SQLITE_WAIT_MS;
    while (handle.inTransaction) {
      if (Date.now() > deadline) throw new Error('SQLite connection stayed inside another transaction');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return handle.prepare(sql).run(...values).changes;
  }
  const runner = dataSource.createQueryRunner('master');
  try {
    const result = await runner.query(sql, values, true);
    return Number(result.affected ?? 0);
  } finally {
    await runner.release();
  }
}

/** A timestamp as TypeORM stores `datetime(3)` columns on both databases: UTC `YYYY-MM-DD HH:mm:ss.SSS`. */
export function sqlTimestamp(date = new Date()): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** True for a foreign-key violation (the referenced row is gone) on SQLite or MySQL/MariaDB. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } } | null;
  const d = e?.driverError ?? e;
  return d?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || d?.code === 'ER_NO_REFERENCED_ROW_2' || d?.errno === 1452;
}

/** True for a deadlock / lock-wait failure that a retry may resolve (MySQL/MariaDB, SQLite busy). */
export function isRetryableLockError(err: unknown): boolean {
  const e = err as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } } | null;
  const d = e?.driverError ?? e;
  return d?.code === 'ER_LOCK_DEADLOCK' || d?.errno === 1213 || d?.code === 'ER_LOCK_WAIT_TIMEOUT' || d?.code === 'SQLITE_BUSY';
}
