import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';

/** Longest wait for a Redis PING in a readiness check (ms). */
export const REDIS_PING_TIMEOUT_MS = 1000;

/** Receives one message of a channel. */
export type RedisMessageListener = (message: string) => void;

/**
 * The optional Redis of ARCHITECTURE §2 (`REDIS_URL`) shared by several API instances: rate-limit
 * counters (`common/throttler-storage.ts`) and "event changed" messages (`events/event-changed.service.ts`).
 *
 * Two ioredis connections (commands, and one in subscriber mode), both reconnecting forever with
 * backoff (≤ 2 s). Commands never queue while Redis is away (`enableOfflineQueue: false`): callers get
 * an error at once and fall back (limits to the database, caches to their TTL), so
 * requests keep being served. The loss and the return are logged once each, not per request.
 * `client` is null without REDIS_URL (one instance: today's behaviour).
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  /** Command connection; null when REDIS_URL is unset. */
  readonly client: Redis | null;
  /** Keys and channels of this deployment start with this (REDIS_KEY_PREFIX). */
  readonly keyPrefix: string;
  /** Random id of this process: lets a subscriber skip the messages it published itself. */
  readonly instanceId = randomUUID();
  private subscriber: Redis | null = null;
  private readonly channels = new Map<string, Set<RedisMessageListener>>();
  private lost = false;
  private readonly url: string | null;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly logger: Logger,
  ) {
    this.keyPrefix = config.redis?.keyPrefix ?? 'babynews:';
    this.url = config.redis?.url ?? null;
    this.client = this.url ? this.connect(this.url, 'commands') : null;
  }

  /** True when Redis is configured and the command connection is up. */
  get available(): boolean {
    return this.client?.status === 'ready';
  }

  /**
   * PUBLISH `message` on `<prefix><channel>`; resolves false (never throws) when Redis is absent or away.
   */
  async publish(channel: string, message: string): Promise<boolean> {
    if (!this.client || !this.available) return false;
    try {
      await this.client.publish(this.keyPrefix + channel, message);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Calls `listener(message)` for every message on `<prefix><channel>` (from any instance, this one
   * included); re-subscribes by itself after a reconnect. No-op without Redis.
   */
  subscribe(channel: string, listener: RedisMessageListener): void {
    if (!this.url) return;
    const name = this.keyPrefix + channel;
    if (!this.subscriber) {
      this.subscriber = this.connect(this.url, 'events');
      this.subscriber.on('message', (from: string, message: string) => {
        for (const l of this.channels.get(from) ?? []) l(message);
      });
    }
    if (!this.channels.has(name)) {
      this.channels.set(name, new Set());
      void this.subscriber.subscribe(name).catch(() => undefined); // ioredis re-subscribes on reconnect
    }
    this.channels.get(name)!.add(listener);
  }

  /**
   * Readiness: resolves when Redis answers PING within `REDIS_PING_TIMEOUT_MS`.
   * @throws Error when Redis is configured and does not answer; resolves at once when it is not configured.
   */
  async ping(): Promise<void> {
    if (!this.client) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.client.ping(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('Redis did not answer PING')), REDIS_PING_TIMEOUT_MS))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes both connections (Nest shutdown hook: after the HTTP server finished its requests). */
  async onApplicationShutdown(): Promise<void> {
    for (const connection of [this.subscriber, this.client]) {
      if (!connection) continue;
      connection.removeAllListeners('error');
      connection.on('error', () => undefined);
      await connection.quit().catch(() => connection.disconnect());
    }
  }

  private connect(url: string, role: 'commands' | 'events'): Redis {
    const connection = new Redis(url, {
      enableOfflineQueue: role === 'events', // subscribe() may be called before the connection is up
      maxRetriesPerRequest: 1,
      // A command whose connection died mid-flight fails after 1 s instead of waiting for a reconnect, so
      // the rate limiter falls back to its database insurance and the request is served.
      ...(role === 'commands' ? { commandTimeout: 1000 } : {}),
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    connection.on('error', () => undefined); // reported once below, not per attempt
    connection.on('end', () => undefined);
    if (role === 'commands') {
      connection.on('close', () => {
        if (this.lost) return;
        this.lost = true;
        this.logger.warn('Redis unreachable: rate limits fall back to the database, cached news pages to their TTL', 'Redis');
      });
      connection.on('ready', () => {
        if (!this.lost) return;
        this.lost = false;
        this.logger.log('Redis reachable again: shared rate limits and news-changed events resumed', 'Redis');
      });
    }
    return connection;
  }
}

/** Provides the one `RedisConnection` of the process to every module (ARCHITECTURE §2 `REDIS_URL`). */
@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
