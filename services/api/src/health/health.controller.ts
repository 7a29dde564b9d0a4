import { Controller } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { healthLiveRoute, healthReadyRoute, type RouteOutput } from '@babynews/contracts';
import { Route } from '../common/api-route';
import { RedisConnection } from '../database/redis';
import { Readiness } from './readiness';

/** Longest wait for the database's `SELECT 1` in a readiness check (ms). */
const DB_PING_TIMEOUT_MS = 1500;

/** Liveness and readiness probes (ARCHITECTURE §5 lifecycle), routes of the API table (`healthRoutes`). */
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly readiness: Readiness,
    private readonly redis: RedisConnection,
  ) {}

  /** `healthLiveRoute` → 200 `{status: 'ok'}` while the process serves requests. */
  @Route(healthLiveRoute)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * `healthReadyRoute` → 200 `{status: 'ok', info: {lifecycle, database, redis?}, error: {}, details}`
   * when the instance is not shutting down, the database answers `SELECT 1` within 1.5 s and a configured Redis answers PING within 1 s;
   * otherwise 503 `SERVICE_UNAVAILABLE`. Recovers by itself when they return (each call pings anew).
   * (While Redis is away requests are still served, with per-instance limits.)
   */
  @Route(healthReadyRoute)
  @HealthCheck({ swaggerDocumentation: false })
  async ready(): Promise<RouteOutput<typeof healthReadyRoute>> {
    const result = await this.health.check([
      () => (this.readiness.draining ? this.indicators.check('lifecycle').down('shutting down') : this.indicators.check('lifecycle').up()),
      () => this.db.pingCheck('database', { timeout: DB_PING_TIMEOUT_MS }),
      ...(this.redis.client ? [() => this.redisCheck()] : []),
    ]);
    // terminus's check() throws (503) unless its status is 'ok', so what it returns is the table's answer.
    return result as RouteOutput<typeof healthReadyRoute>;
  }

  private async redisCheck() {
    const redis = this.indicators.check('redis');
    try {
      await this.redis.ping();
      return redis.up();
    } catch {
      return redis.down('unreachable');
    }
  }
}
