import { Injectable } from '@nestjs/common';

/**
 * The app's time source: the lockouts (ARCHITECTURE §4.7, §5), the upload quota's day and sweep (§4.11),
 * surprise mode's reveal day (§4.20), the outbox and the daily digest (§4.23). One provider (provided and
 * exported by `AttemptsModule`), so tests replace the time with `jest.spyOn(app.get(Clock), 'now')` instead
 * of sleeping through 15-minute windows; the browser suite shifts it with `POST /api/test/clock`, which
 * exists only under TEST_CLOCK_CONTROL=1 (never in production).
 */
@Injectable()
export class Clock {
  /** How far (ms) this clock runs ahead of the system's; 0 unless the test-only control moved it. */
  private offsetMs = 0;

  /** The current time (the system's, plus the test-only offset). */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Test-only (`TestClockController`): from now on `now()` answers the system time + `offsetMs` (ms, may be negative). */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
}
