import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { HealthCheck, HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { ApiErrorDto } from '../common/api-error.dto';

/** Liveness and readiness probes (ARCHITECTURE §5 lifecycle). */
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** 200 while the process serves requests. */
  @Get('live')
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 when the database answers `SELECT 1` within 1.5 s; 503 otherwise. */
  @Get('ready')
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ schema: { example: { status: 'ok', info: { database: { status: 'up' } } } } })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  ready(): Promise<HealthCheckResult> {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 1500 })]);
  }
}
