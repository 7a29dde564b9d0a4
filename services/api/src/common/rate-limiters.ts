import { Global, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterMemory, RateLimiterMySQL, RateLimiterRedis, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { mysqlPool, sqliteConnection, type SqliteConnection } from '../database/driver-internals';
import { RATE_LIMIT_TABLE } from '../database/migrations/1795558000000-rate-limits';
import { RedisConnection } from '../database/redis';
import { acquireSqliteAccess } from '../database/sqlite-serializer';
import { SharedAddressWindow, type HitStore } from './shared-address-window';
import { DatabaseCountStore, FallbackCountStore, RedisCountStore, type BatchCountStore } from './address-count-stores';
import { BatchedAddressLimit, type BatchedAddressLimitOptions } from './batched-address-limit';

/** Rows whose window ended more than this long ago are pruned (ms). */
export const RATE_LIMIT_RETENTION_MS = 60 * 60 * 1000;
/** How often each instance prunes ended windows from `rate_limit` (ms). */
export const RATE_LIMIT_PRUNE_EVERY_MS = 5 * 60 * 1000;

/** The shape of one fixed-window limiter (rate-limiter-flexible's options). */
export interface LimiterShape {
  /** Hits allowed per window. */
  points: number;
  /** Window length (s). */
  duration: number;
  /** Refusal after the limit is passed (s; 0 = until the window ends). */
  blockDuration?: number;
  /** Distinguishes this limiter's keys, e.g. `rl:default:30:60000:0`; REDIS_KEY_PREFIX is added for Redis. */
  keyPrefix: string;
}

/**
 * Builds the per-address limiters of ARCHITECTURE §5 on `rate-limiter-flexible`, one store chain for
 * every limit (the throttler's, `common/throttler-storage.ts`; the news read's batches, `batched`, use
 * the same Redis-then-database chain):
 * - with REDIS_URL: `RateLimiterRedis` (`<REDIS_KEY_PREFIX><keyPrefix>:<key>`), every instance counting
 *   in the same keys; while Redis is away (`rejectIfRedisNotReady`, or a command failing) its
 *   `insuranceLimiter` counts in the database, which every instance shares, so the limit still holds
 *   across instances;
 * - without REDIS_URL: the database limiter is the primary store (several instances on one MariaDB
 *   agree; counts survive a restart, on SQLite too);
 * - the database limiter's own insurance is a `RateLimiterMemory` of the same shape, so a request is
 *   still served (counted per instance) when the database fails too.
 * Database limiters: `RateLimiterMySQL` on mysql2's callback pool behind TypeORM (storeType `pool`) and
 * `RateLimiterSQLite` on the better-sqlite3 connection (storeType `knex` with a minimal adapter whose
 * connection checkout takes the SQLite serializer's lock, see `sqliteStore`). Both use the
 * `rate_limit` table of migration 1795558000000 (`tableCreated: true`: no DDL at run time). Ended
 * windows are pruned by this provider (every 5 minutes, rows older than an hour), not by the
 * library's own timers, whose SQLite variant has no rejection handler.
 */
@Injectable()
export class RateLimiterFactory implements OnModuleInit, OnApplicationShutdown {
  private pruneTimer: NodeJS.Timeout | undefined;
  private readonly windows: Array<SharedAddressWindow | BatchedAddressLimit> = [];

  constructor(
    private readonly redis: RedisConnection,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * A limiter of `shape` on the store chain described above.
   * @param options.withoutRedis the store without REDIS_URL: 'database' (default; shared by instances on
   *   one database, kept across restarts) or 'memory' (this process only: for the generic flood brake,
   *   whose database transaction per request would cost more than most requests, e.g. a reservation
   *   burst). With REDIS_URL both count in Redis, with the database as insurance.
   */
  create(shape: LimiterShape, options: { withoutRedis?: 'database' | 'memory' } = {}): RateLimiterAbstract {
    const normalised = { points: shape.points, duration: shape.duration, blockDuration: shape.blockDuration ?? 0, keyPrefix: shape.keyPrefix };
    if (!this.redis.client && options.withoutRedis === 'memory') return new RateLimiterMemory(normalised);
    const database = this.databaseLimiter(normalised);
    if (!this.redis.client) return database;
    return new RateLimiterRedis({
      ...normalised,
      keyPrefix: `${this.redis.keyPrefix}${shape.keyPrefix}`,
      storeClient: this.redis.client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: database,
    });
  }

  /**
   * A local pre-count (`SharedAddressWindow`) of `limit` hits per `windowMs` over `store` (a limiter of
   * `create`), for limits decided without waiting for the store; its background writes stop when the
   * application closes.
   */
  preCount(limit: number, store: HitStore, windowMs: number): SharedAddressWindow {
    const window = new SharedAddressWindow(limit, store, windowMs);
    this.windows.push(window);
    return window;
  }

  /**
   * A per-address limit of `limit` hits per window decided in this process and shared in batches
   * (`BatchedAddressLimit`): with REDIS_URL the batches go to Redis (`<REDIS_KEY_PREFIX><keyPrefix>:<address>`),
   * to the database's `rate_limit` while Redis is away; without REDIS_URL to the database. Its timer
   * stops when the application closes.
   */
  batched(limit: number, keyPrefix: string, options: BatchedAddressLimitOptions = {}): BatchedAddressLimit {
    const limiter = new BatchedAddressLimit(limit, this.countStore(keyPrefix), options);
    this.windows.push(limiter);
    return limiter;
  }

  /** The batch store chain of `batched`: Redis, else the database. */
  countStore(keyPrefix: string): BatchCountStore {
    const database = new DatabaseCountStore(this.dataSource, keyPrefix);
    const client = this.redis.client;
    if (!client) return database;
    return new FallbackCountStore(new RedisCountStore(client, `${this.redis.keyPrefix}${keyPrefix}`), () => this.redis.available, database);
  }

  /** Starts the periodic prune of ended windows (unref'd: never keeps the process alive). */
  onModuleInit(): void {
    this.pruneTimer = setInterval(() => void this.prune(), RATE_LIMIT_PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Stops the prune (Nest shutdown hook). */
  onApplicationShutdown(): void {
    clearInterval(this.pruneTimer);
    for (const window of this.windows) window.close();
  }

  /**
   * Deletes the rows whose window ended before `now - RATE_LIMIT_RETENTION_MS`; never throws (a
   * failed prune is retried at the next tick).
   */
  async prune(now = Date.now()): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < ?`, [now - RATE_LIMIT_RETENTION_MS]).catch(() => undefined);
  }

  private databaseLimiter(shape: Required<LimiterShape>): RateLimiterAbstract {
    const memory = new RateLimiterMemory(shape);
    const common = { ...shape, tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false, insuranceLimiter: memory };
    const pool = mysqlPool(this.dataSource);
    if (pool) {
      const dbName = String((this.dataSource.options as { database?: string }).database);
      return new RateLimiterMySQL({ ...common, storeClient: pool, storeType: 'pool', dbName });
    }
    const connection = sqliteConnection(this.dataSource);
    if (connection) return new RateLimiterSQLite({ ...common, storeClient: sqliteStore(this.dataSource, connection), storeType: 'knex' });
    return memory;
  }
}

/**
 * The better-sqlite3 connection dressed as the part of a Knex instance that `RateLimiterSQLite`
 * uses (`client.config.client`, `client.acquireConnection()`, `client.releaseConnection()`, `raw`):
 * the library's Knex path is the only one with an asynchronous connection checkout, and the checkout
 * here waits for the SQLite serializer's lock (`acquireSqliteAccess`). Without it the limiter's
 * upsert would run inside whichever request's transaction happens to be open on the one shared
 * connection, and vanish when that transaction rolls back. The library runs its statements
 * synchronously between checkout and release, so the lock is held for one upsert.
 */
function sqliteStore(dataSource: DataSource, connection: SqliteConnection) {
  const releases = new Map<SqliteConnection, Array<() => void>>();
  return {
    raw: () => {
      throw new Error('not a Knex instance: only the connection checkout of RateLimiterSQLite is provided');
    },
    client: {
      config: { client: 'better-sqlite3' },
      acquireConnection: async (): Promise<SqliteConnection> => {
        const release = await acquireSqliteAccess(dataSource);
        const pending = releases.get(connection) ?? [];
        pending.push(release);
        releases.set(connection, pending);
        return connection;
      },
      releaseConnection: (conn: SqliteConnection): void => {
        releases.get(conn)?.shift()?.();
      },
    },
  };
}

/** Provides the one `RateLimiterFactory` of the process to every module (the throttler's storage, the news read limit). */
@Global()
@Module({ providers: [RateLimiterFactory], exports: [RateLimiterFactory] })
export class RateLimitModule {}
