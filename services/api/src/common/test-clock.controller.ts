import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Clock } from './clock';
import { DomainError } from './domain-error';

/**
 * Test-only: `POST /api/test/clock` `{now: ISO-8601 instant | null}` → `{now}` shifts the app's `Clock`
 * so that it reads `now` at this moment and runs on from there (null: back to the system time). The
 * browser suite moves a server to 20:00 Asia/Seoul for the daily digest (ARCHITECTURE §4.23). Mounted
 * only with TEST_CLOCK_CONTROL=1, which the configuration refuses when NODE_ENV=production; otherwise
 * the path answers 404 like any unknown one. Not in the API table or its document.
 */
@ApiExcludeController()
@Controller('test')
export class TestClockController {
  constructor(private readonly clock: Clock) {}

  /** @throws DomainError `VALIDATION_FAILED` (400) when `now` is neither null nor a readable instant. */
  @Post('clock')
  @HttpCode(200)
  move(@Body() body: { now?: unknown } | undefined): { now: string } {
    const raw = body?.now;
    if (raw === null || raw === undefined) {
      this.clock.setOffset(0);
    } else {
      const target = typeof raw === 'string' ? Date.parse(raw) : NaN;
      if (Number.isNaN(target)) throw new DomainError('VALIDATION_FAILED', { detail: 'now must be an ISO-8601 instant or null' });
      this.clock.setOffset(target - Date.now());
    }
    return { now: this.clock.now().toISOString() };
  }
}
