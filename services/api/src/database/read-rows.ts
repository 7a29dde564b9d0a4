import type { DataSource } from 'typeorm';
import { mysqlPool, sqliteConnection, type SqliteConnection, type SqliteStatement } from './driver-internals';

/** Prepared statements per SQLite connection and SQL text (a re-initialised DataSource gets new ones). */
const statements = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/**
 * Runs a read-only SELECT on the DataSource's own driver (reached through `driver-internals.ts`)
 * and returns every row: mysql2's callback pool (TypeORM's query runner adds a pool checkout and a
 * promise wrapper that captures a stack per query) or a cached better-sqlite3 prepared statement.
 * Used by the hot public news read (measured in `npm run bench`). Falls back to
 * `dataSource.query` for other drivers and, on SQLite, while a transaction is open on the shared
 * connection — so a read never sees (or caches) rows that another request may still roll back.
 * Driver errors are thrown unchanged.
 */
export async function readRows<T>(dataSource: DataSource, sql: string, values: unknown[]): Promise<T[]> {
  const pool = mysqlPool(dataSource);
  if (pool) {
    // execute: a server-side prepared statement, cached per pooled connection (no re-parse per read).
    return new Promise((resolve, reject) => pool.execute(sql, values, (err, rows) => (err ? reject(err) : resolve(rows as T[]))));
  }
  const connection = sqliteConnection(dataSource);
  if (connection && !connection.inTransaction) {
    let cache = statements.get(connection);
    if (!cache) statements.set(connection, (cache = new Map()));
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = connection.prepare(sql)));
    return statement.all(...values) as T[];
  }
  return dataSource.query(sql, values);
}

/**
 * A boolean column as a raw SELECT returns it (0/1 from SQLite and MariaDB, `true`/'1' from some drivers and
 * paths) → boolean. Every raw read of a flag column goes through this one function.
 */
export function sqlFlag(value: number | boolean | string | null | undefined): boolean {
  return value === true || Number(value) === 1;
}
