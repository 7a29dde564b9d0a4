import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { RATE_LIMIT_TABLE } from '../database/migrations/1795558000000-rate-limits';

/** One address's hits to add to the shared count. */
export interface CountEntry {
  /** The store key after the limit's prefix (the client address). */
  key: string;
  /** Hits counted by this instance since its last flush (≥ 1). */
  points: number;
}

/** The shared total of one key after a batch: every instance's hits in its window. */
export interface CountTotal {
  /** Hits of every instance in the key's current window. */
  points: number;
  /** Time left in that window (ms). */
  msLeft: number;
}

/**
 * A shared per-key fixed-window counter written in batches (`BatchedAddressLimit`): one call adds the
 * hits of many keys and answers every key's total.
 */
export interface BatchCountStore {
  /**
   * Adds `points` to each key; a key whose window ended starts a new window of `windowMs`.
   * @returns `key → {points, msLeft}` for every entry.
   * @throws whatever the store throws (the caller keeps counting alone).
   */
  add(entries: CountEntry[], windowMs: number): Promise<Map<string, CountTotal>>;
}

/** Keys per statement or script call: keeps every statement under the drivers' placeholder limits. */
export const COUNT_BATCH_MAX_KEYS = 500;

/**
 * Redis: one EVAL per batch (`COUNT_BATCH_MAX_KEYS` keys at most) that INCRBYs every key
 * (`<REDIS_KEY_PREFIX><prefix>:<key>`), gives a new key the window as TTL, and answers each total and
 * remaining TTL. Atomic per batch; a key never lives without a TTL.
 */
export class RedisCountStore implements BatchCountStore {
  private static readonly SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local total = redis.call('INCRBY', key, tonumber(ARGV[i + 1]))
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  out[i * 2 - 1] = total
  out[i * 2] = ttl
end
return out`;

  /** @param client the commands connection @param prefix key prefix (REDIS_KEY_PREFIX included) */
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  async add(entries: CountEntry[], windowMs: number): Promise<Map<string, CountTotal>> {
    const totals = new Map<string, CountTotal>();
    for (let i = 0; i < entries.length; i += COUNT_BATCH_MAX_KEYS) {
      const chunk = entries.slice(i, i + COUNT_BATCH_MAX_KEYS);
      const keys = chunk.map((e) => `${this.prefix}:${e.key}`);
      const answer = (await this.client.eval(RedisCountStore.SCRIPT, keys.length, ...keys, windowMs, ...chunk.map((e) => e.points))) as number[];
      chunk.forEach((e, j) => totals.set(e.key, { points: Number(answer[j * 2]), msLeft: Number(answer[j * 2 + 1]) }));
    }
    return totals;
  }
}

/**
 * The database's `rate_limit` table (migration 1795558000000; rows `<prefix>:<key>`, `points`,
 * `expire` in ms since the epoch, the layout rate-limiter-flexible uses): per batch one multi-row
 * upsert (a row whose window ended restarts at the batch's points and a new `expire`) and one SELECT
 * of the totals. Instances on one database share the counts; ended rows go with the hourly prune
 * (`RateLimiterFactory.prune`).
 */
export class DatabaseCountStore implements BatchCountStore {
  /** @param dataSource MariaDB/MySQL or SQLite @param prefix key prefix, e.g. `rl:news-read` */
  constructor(
    private readonly dataSource: DataSource,
    private readonly prefix: string,
  ) {}

  async add(entries: CountEntry[], windowMs: number): Promise<Map<string, CountTotal>> {
    const totals = new Map<string, CountTotal>();
    const mysql = this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
    for (let i = 0; i < entries.length; i += COUNT_BATCH_MAX_KEYS) {
      const chunk = entries.slice(i, i + COUNT_BATCH_MAX_KEYS);
      const now = Date.now();
      const keys = chunk.map((e) => `${this.prefix}:${e.key}`);
      const values = chunk.flatMap((e, j) => [keys[j], e.points, now + windowMs]);
      const rows = chunk.map(() => '(?, ?, ?)').join(', ');
      // Both dialects evaluate `points` before `expire` changes (MySQL assigns left to right).
      const update = mysql
        ? `ON DUPLICATE KEY UPDATE points = IF(expire > ?, points + VALUES(points), VALUES(points)), expire = IF(expire > ?, expire, VALUES(expire))`
        : `ON CONFLICT("key") DO UPDATE SET points = CASE WHEN expire > ? THEN points + excluded.points ELSE excluded.points END, expire = CASE WHEN expire > ? THEN expire ELSE excluded.expire END`;
      await this.dataSource.query(`INSERT INTO ${RATE_LIMIT_TABLE} (\`key\`, points, expire) VALUES ${rows} ${update}`, [...values, now, now]);
      const found = await this.dataSource.query<Array<{ key: string; points: number | string; expire: number | string }>>(
        `SELECT \`key\`, points, expire FROM ${RATE_LIMIT_TABLE} WHERE \`key\` IN (${keys.map(() => '?').join(', ')})`,
        keys,
      );
      const after = this.prefix.length + 1;
      for (const row of found) totals.set(row.key.slice(after), { points: Number(row.points), msLeft: Math.max(0, Number(row.expire) - now) });
    }
    return totals;
  }
}

/**
 * Redis while it is reachable, else the database (the same chain as the other per-address limits,
 * `RateLimiterFactory.create`): a batch that fails on Redis is written to the database instead.
 */
export class FallbackCountStore implements BatchCountStore {
  /** @param primary Redis @param isReady whether Redis answers now @param fallback the database */
  constructor(
    private readonly primary: BatchCountStore,
    private readonly isReady: () => boolean,
    private readonly fallback: BatchCountStore,
  ) {}

  async add(entries: CountEntry[], windowMs: number): Promise<Map<string, CountTotal>> {
    if (this.isReady()) {
      try {
        return await this.primary.add(entries, windowMs);
      } catch {
        /* Redis failed mid-batch: count in the database */
      }
    }
    return this.fallback.add(entries, windowMs);
  }
}
