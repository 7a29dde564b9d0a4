import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';
import { sharedSqliteRunner } from './driver-internals';

/**
 * Who is using the single SQLite connection: one token per HTTP request (set by
 * `runWithDbOwner` in an onRequest hook); code outside any request shares `BACKGROUND`.
 */
const owners = new AsyncLocalStorage<object>();
const BACKGROUND = Object.freeze({ background: true });
const currentOwner = (): object => owners.getStore() ?? BACKGROUND;

/** Runs `next` (a Fastify hook's `done`) so that everything the request does carries its own owner token. */
export function runWithDbOwner(next: () => void): void {
  owners.run({}, next);
}

/** The lock `serializeSqliteAccess` installed on each DataSource (for `acquireSqliteAccess`). */
const locks = new WeakMap<DataSource, OwnedLock>();

/** A FIFO lock that remembers its owner; the owner may re-enter without waiting. */
class OwnedLock {
  private owner: object | null = null;
  private depth = 0;
  private readonly waiters: Array<() => void> = [];

  heldBy(owner: object): boolean {
    return this.owner === owner;
  }

  async acquire(owner: object): Promise<void> {
    while (this.owner !== null && this.owner !== owner) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    this.owner = owner;
    this.depth += 1;
  }

  release(): void {
    this.depth -= 1;
    if (this.depth > 0) return;
    this.owner = null;
    this.waiters.shift()?.();
  }
}

/**
 * Makes concurrent requests safe on the embedded SQLite database (ARCHITECTURE §3).
 *
 * TypeORM's better-sqlite3 driver shares ONE connection and one query runner between every
 * caller, so while one request's transaction is open (between BEGIN and COMMIT, across awaits)
 * another request's statements would run inside it — and be rolled back with it if it fails, or
 * nest as savepoints if it begins its own. This installs an owned lock on that query runner:
 * a transaction holds it from start to commit/rollback; every other statement holds it for its
 * own duration; the same request re-enters freely. Statements on SQLite run one at a time anyway,
 * so the lock costs no throughput. No-op for MySQL/MariaDB, whose pool gives each transaction its
 * own connection. Call once, after `initialize()` (migrations run before, on their own).
 */
export function serializeSqliteAccess(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const lock = new OwnedLock();
  locks.set(dataSource, lock);
  const runner: QueryRunner = sharedSqliteRunner(dataSource);
  const original = {
    query: runner.query.bind(runner),
    startTransaction: runner.startTransaction.bind(runner),
    commitTransaction: runner.commitTransaction.bind(runner),
    rollbackTransaction: runner.rollbackTransaction.bind(runner),
  };
  runner.startTransaction = async (isolationLevel) => {
    await lock.acquire(currentOwner());
    // Active already means this owner's own transaction (others wait above): a savepoint, whose
    // outer hold suffices, so give the extra hold back once it has started.
    const savepoint = runner.isTransactionActive;
    try {
      await original.startTransaction(isolationLevel);
    } catch (err) {
      lock.release();
      throw err;
    }
    if (savepoint) lock.release();
  };
  const endTransaction = (end: () => Promise<void>) => async () => {
    try {
      await end();
    } finally {
      if (!runner.isTransactionActive && lock.heldBy(currentOwner())) lock.release();
    }
  };
  runner.commitTransaction = endTransaction(original.commitTransaction);
  runner.rollbackTransaction = endTransaction(original.rollbackTransaction);

  runner.query = (async (...args: Parameters<QueryRunner['query']>) => {
    await lock.acquire(currentOwner());
    try {
      return await original.query(...args);
    } finally {
      lock.release();
    }
  }) as QueryRunner['query'];
}

/**
 * Takes the same lock as TypeORM's statements on a serialised SQLite DataSource, for code that uses
 * the better-sqlite3 connection directly for writes (the database-backed rate limits,
 * `common/rate-limiters.ts`): it waits while another request's transaction is open, so its write is
 * never rolled back with someone else's. The current request re-enters its own hold.
 * @returns the release function (call it once, synchronously after the write); a no-op release when the
 *   DataSource is not serialised (MySQL/MariaDB, or before `serializeSqliteAccess`).
 */
export async function acquireSqliteAccess(dataSource: DataSource): Promise<() => void> {
  const lock = locks.get(dataSource);
  if (!lock) return () => undefined;
  await lock.acquire(currentOwner());
  return () => lock.release();
}
