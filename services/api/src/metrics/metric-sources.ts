import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import { mysqlPoolUse } from '../database/driver-internals';
import { RedisConnection } from '../database/redis';
import { Readiness } from '../health/health.module';
import { MailService } from '../mail/mail.service';
import { MetricsService, UNMATCHED_ROUTE } from './metrics.service';

/**
 * Connects `MetricsService` to what it measures (ARCHITECTURE "Metrics"), once, when the module starts:
 * - every answered request, through one Fastify `onResponse` hook on the root instance (it covers Nest's
 *   routes, the news read's fast path, the web routes and the 404 handler): labelled by the router's
 *   template (`request.routeOptions.url`, `/api/event/fetchInfoByCode/:code`), never the path, and
 *   `unmatched` when no route matched;
 * - every TypeORM query, through a subscriber's `afterQuery` (TypeORM's own timing, whole ms; the hot
 *   news read's prepared statements bypass TypeORM and are not in it);
 * - at each scrape: Redis state, mysql2's pool use (MySQL/MariaDB only), the outbox backlog (one
 *   indexed COUNT/MIN over the undelivered rows) and readiness as `/api/health/ready` decides it (not
 *   draining, the database answers, a configured Redis is up).
 */
@Injectable()
export class MetricSources implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly adapterHost: HttpAdapterHost,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisConnection,
    private readonly mail: MailService,
    private readonly readiness: Readiness,
  ) {}

  onModuleInit(): void {
    this.watchRequests();
    this.watchQueries();
    this.watchRedis();
    this.watchPool();
    this.watchOutbox();
    this.watchReadiness();
  }

  private watchRequests(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // Added before Fastify is ready: hooks of the root instance then apply to every route, earlier ones included.
    fastify.addHook('onResponse', (request, reply, done) => {
      this.metrics.httpRequest(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  private watchQueries(): void {
    const subscriber: EntitySubscriberInterface = {
      afterQuery: (event) => this.metrics.dbQuery(event.success, (event.executionTime ?? 0) / 1000),
    };
    // The DataSource is initialised before any module starts; its subscriber list is read on every query.
    this.dataSource.subscribers.push(subscriber);
  }

  private watchRedis(): void {
    const configured = this.metrics.gauge('redis_configured', 'REDIS_URL is set (1) or not (0)');
    const up = this.metrics.gauge('redis_up', 'The Redis command connection is ready (1) or not (0; also 0 without REDIS_URL)');
    this.metrics.onScrape(() => {
      configured.set(this.redis.client ? 1 : 0);
      up.set(this.redis.available ? 1 : 0);
    });
  }

  private watchPool(): void {
    if (!mysqlPoolUse(this.dataSource)) return;
    const connections = this.metrics.gauge('db_pool_connections', 'Connections of the MySQL/MariaDB pool by state (busy, idle)', ['state']);
    const waiting = this.metrics.gauge('db_pool_waiting', 'Callers waiting for a MySQL/MariaDB pool connection');
    this.metrics.onScrape(() => {
      const use = mysqlPoolUse(this.dataSource);
      if (!use) return;
      connections.set({ state: 'busy' }, use.open - use.idle);
      connections.set({ state: 'idle' }, use.idle);
      waiting.set(use.waiting);
    });
  }

  private watchOutbox(): void {
    const depth = this.metrics.gauge('mail_outbox_depth', 'Outbox messages not delivered yet (pending or sending)');
    const oldest = this.metrics.gauge('mail_outbox_oldest_age_seconds', 'Age of the oldest undelivered outbox message (s; 0 when none)');
    this.metrics.onScrape(async () => {
      const backlog = await this.mail.outboxBacklog();
      depth.set(backlog.depth);
      oldest.set(backlog.oldestAgeSeconds);
    });
  }

  private watchReadiness(): void {
    const ready = this.metrics.gauge('ready', 'The instance is ready as /api/health/ready decides (1) or not (0: draining, database or Redis away)');
    this.metrics.onScrape(async () => {
      ready.set(0);
      if (this.readiness.draining || (this.redis.client && !this.redis.available)) return;
      await withTimeout(this.dataSource.query('SELECT 1'), DB_PING_TIMEOUT_MS);
      ready.set(1);
    });
  }
}

/** Longest wait for the database's `SELECT 1` of the readiness gauge (ms), as the readiness probe's. */
const DB_PING_TIMEOUT_MS = 1500;

/** `promise`, or a rejection after `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
