import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { ApiErrorDto } from '../common/api-error.dto';
import { RedisConnection } from '../database/redis';
import { Readiness } from './readiness';

/** Longest wait for the database's `SELECT 1` in a readiness check (ms). */
const DB_PING_TIMEOUT_MS = 1500;

/** Liveness and readiness probes (ARCHITECTURE §5 lifecycle). */
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly readiness: Readiness,
    private readonly redis: RedisConnection,
  ) {}

  /** 200 while the process serves requests. */
  @Get('live')
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * 200 `{status: 'ok', info: {lifecycle, database, redis?}}` when the instance is not shutting down,
   * the database answers `SELECT 1` within 1.5 s and a configured Redis answers PING within 1 s;
   * otherwise 503 `SERVICE_UNAVAILABLE`. Recovers by itself when they return (each call pings anew).
   * (While Redis is away requests are still served, with per-instance limits.)
   */
  @Get('ready')
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ schema: { example: { status: 'ok', info: { lifecycle: { status: 'up' }, database: { status: 'up' } } } } })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  ready(): Promise<HealthCheckResult> {
    return this.health.check([
      () => (this.readiness.draining ? this.indicators.check('lifecycle').down('shutting down') : this.indicators.check('lifecycle').up()),
      () => this.db.pingCheck('database', { timeout: DB_PING_TIMEOUT_MS }),
      ...(this.redis.client ? [() => this.redisCheck()] : []),
    ]);
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
