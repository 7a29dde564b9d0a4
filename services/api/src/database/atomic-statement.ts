import type { DataSource } from 'typeorm';

/**
 * Runs ONE data-changing statement atomically and returns the number of affected rows, on a
 * query runner in autocommit mode: a pooled connection on MySQL/MariaDB; on SQLite the shared
 * connection, where `serializeSqliteAccess` makes the statement wait for any other request's open
 * transaction, so it can never be rolled back by someone else's failure.
 * Errors of the driver (e.g. a unique or foreign-key violation) are thrown unchanged.
 */
export async function runAtomicStatement(dataSource: DataSource, sql: string, values: unknown[]): Promise<number> {
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

/** A `datetime(3)` value as a raw query returns it (a Date from MySQL, a UTC string from SQLite) → Date. */
export function fromSqlTimestamp(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}
