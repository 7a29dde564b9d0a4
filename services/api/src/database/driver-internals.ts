import type { DataSource, QueryRunner } from 'typeorm';

/**
 * The ONE place that reaches into private parts of TypeORM's drivers (and of mysql2 and
 * better-sqlite3 behind them). Two features depend on them:
 * - the hot public news read (`read-rows.ts`): mysql2's callback pool and better-sqlite3's
 *   connection, to skip TypeORM's query-runner overhead (measured in `npm run bench`);
 * - the SQLite serializer (`sqlite-serializer.ts`, ARCHITECTURE §3): TypeORM's better-sqlite3 driver
 *   hands every caller the SAME query runner, whose methods it patches.
 *
 * - the database-backed rate limits (`common/rate-limiters.ts`): rate-limiter-flexible's
 *   `RateLimiterMySQL` on mysql2's callback pool, `RateLimiterSQLite` on the better-sqlite3 connection.
 *
 * None of this is public API, so a TypeORM upgrade may change it. `checkDriverInternals` verifies
 * every assumption on a live DataSource; the app runs it at start (a mismatch stops the start) and
 * `driver-internals.spec.ts` runs it on SQLite and MariaDB, naming the installed versions.
 */

/** Versions these internals were last verified against (the spec prints them next to the installed ones). */
export const VERIFIED_WITH = { typeorm: '1.1.1', mysql2: '3.24.6', 'better-sqlite3': '12.11.1' } as const;

/** The part of mysql2's callback `Pool` (TypeORM's `MysqlDriver.pool`) that `readRows` and the rate limits use. */
export interface MysqlPool {
  /** Server-side prepared statement on a pooled connection; `rows` is the result set. */
  execute(sql: string, values: unknown[], callback: (err: Error | null, rows: unknown[]) => void): void;
  /** Checks a connection out (rate-limiter-flexible's `RateLimiterMySQL`, storeType `pool`, runs its upsert on it). */
  getConnection(callback: (err: Error | null, connection: unknown) => void): void;
}

/** A better-sqlite3 prepared statement. */
export interface SqliteStatement {
  all(...values: unknown[]): unknown[];
}

/** The part of better-sqlite3's `Database` (TypeORM's `BetterSqlite3Driver.databaseConnection`) that `readRows` uses. */
export interface SqliteConnection {
  /** True between BEGIN and COMMIT/ROLLBACK on this connection. */
  inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  /** Wraps `fn` in BEGIN/COMMIT (a SAVEPOINT inside an open transaction); rate-limiter-flexible's `RateLimiterSQLite` uses it. */
  transaction<F extends (...args: never[]) => unknown>(fn: F): F;
}

interface DriverFields {
  pool?: Partial<MysqlPool>;
  poolCluster?: unknown;
  databaseConnection?: Partial<SqliteConnection>;
}

const fieldsOf = (dataSource: DataSource) => dataSource.driver as unknown as DriverFields;
const isMysql = (dataSource: DataSource) => dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';

/**
 * mysql2's pool behind a MySQL/MariaDB DataSource (TypeORM's private `driver.pool`), or undefined
 * for other drivers, before `initialize()`, and with replication (`poolCluster`).
 */
export function mysqlPool(dataSource: DataSource): MysqlPool | undefined {
  if (!isMysql(dataSource)) return undefined;
  const pool = fieldsOf(dataSource).pool;
  return typeof pool?.execute === 'function' && typeof pool.getConnection === 'function' ? (pool as MysqlPool) : undefined;
}

/** What mysql2's pool holds now (`MysqlPoolUse`): open connections, idle ones, callers waiting for one. */
export interface MysqlPoolUse {
  open: number;
  idle: number;
  waiting: number;
}

/**
 * The use of mysql2's pool behind a MySQL/MariaDB DataSource for the metrics (its private queues
 * `_allConnections`, `_freeConnections`, `_connectionQueue`), or undefined for other drivers or when
 * those fields changed (the metrics then leave the pool out; nothing else depends on them).
 */
export function mysqlPoolUse(dataSource: DataSource): MysqlPoolUse | undefined {
  const pool = mysqlPool(dataSource) as unknown as Record<string, { length?: unknown } | undefined> | undefined;
  if (!pool) return undefined;
  const [open, idle, waiting] = ['_allConnections', '_freeConnections', '_connectionQueue'].map((field) => pool[field]?.length);
  return typeof open === 'number' && typeof idle === 'number' && typeof waiting === 'number' ? { open, idle, waiting } : undefined;
}

/** better-sqlite3's connection behind an initialised SQLite DataSource (private `driver.databaseConnection`), or undefined. */
export function sqliteConnection(dataSource: DataSource): SqliteConnection | undefined {
  if (dataSource.options.type !== 'better-sqlite3') return undefined;
  const connection = fieldsOf(dataSource).databaseConnection;
  return typeof connection?.prepare === 'function' && typeof connection.transaction === 'function' && typeof connection.inTransaction === 'boolean'
    ? (connection as SqliteConnection)
    : undefined;
}

/**
 * The query runner that TypeORM's better-sqlite3 driver shares between every caller
 * (`dataSource.query`, `transaction`, `createQueryRunner`, repositories): its
 * `createQueryRunner` caches one instance. The serializer patches this instance's `query`,
 * `startTransaction`, `commitTransaction` and `rollbackTransaction`.
 */
export function sharedSqliteRunner(dataSource: DataSource): QueryRunner {
  return dataSource.driver.createQueryRunner('master');
}

/**
 * Verifies every assumption above on an initialised DataSource and returns what no longer holds
 * (empty when all is well). SQLite: the driver's connection is a better-sqlite3 `Database` and every
 * `createQueryRunner` call (driver's and DataSource's) yields the same runner, with the four
 * methods the serializer replaces and `isTransactionActive`. MySQL/MariaDB: `driver.pool` is a
 * mysql2 pool with `execute` and no replication cluster is in use. Other drivers: nothing to check.
 */
export function driverInternalProblems(dataSource: DataSource): string[] {
  const problems: string[] = [];
  const fields = fieldsOf(dataSource);
  if (dataSource.options.type === 'better-sqlite3') {
    if (!sqliteConnection(dataSource))
      problems.push('BetterSqlite3Driver.databaseConnection is no longer a better-sqlite3 Database (prepare, transaction, inTransaction)');
    const runner = sharedSqliteRunner(dataSource);
    if (sharedSqliteRunner(dataSource) !== runner || dataSource.createQueryRunner('master') !== runner) {
      problems.push('BetterSqlite3Driver.createQueryRunner no longer returns one shared query runner');
    }
    for (const method of ['query', 'startTransaction', 'commitTransaction', 'rollbackTransaction'] as const) {
      if (typeof runner[method] !== 'function') problems.push(`the SQLite query runner has no ${method}()`);
    }
    if (typeof runner.isTransactionActive !== 'boolean') problems.push('the SQLite query runner has no boolean isTransactionActive');
  } else if (isMysql(dataSource)) {
    if (!mysqlPool(dataSource)) problems.push('MysqlDriver.pool is no longer a mysql2 pool with execute() and getConnection()');
    if (fields.poolCluster) problems.push('MysqlDriver uses a poolCluster (replication): readRows would bypass it');
  }
  return problems;
}

/**
 * Throws when `driverInternalProblems` finds any (called at start, so an upgrade that breaks the
 * serializer or the fast read stops the app instead of silently losing isolation).
 * @throws Error naming each broken assumption and the versions they were verified with.
 */
export function assertDriverInternals(dataSource: DataSource): void {
  const problems = driverInternalProblems(dataSource);
  if (problems.length === 0) return;
  const verified = Object.entries(VERIFIED_WITH)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  throw new Error(`Database driver internals changed (verified with ${verified}; see services/api/src/database/driver-internals.ts): ${problems.join('; ')}`);
}
