import { Injectable } from '@nestjs/common';

/**
 * The app's time source: the lockouts (ARCHITECTURE §4.7, §5), the upload quota's day and sweep (§4.11),
 * surprise mode's reveal day (§4.20). One provider (provided and exported by `AttemptsModule`), so tests
 * replace the time with `jest.spyOn(app.get(Clock), 'now')` instead of sleeping through 15-minute windows.
 */
@Injectable()
export class Clock {
  /** The current time. */
  now(): Date {
    return new Date();
  }
}
