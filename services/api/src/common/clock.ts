import { Injectable } from '@nestjs/common';

/**
 * The time source of the lockouts (ARCHITECTURE §4.7, §5). One provider, so tests replace the time with
 * `jest.spyOn(app.get(Clock), 'now')` instead of sleeping through 15-minute windows.
 */
@Injectable()
export class Clock {
  /** The current time. */
  now(): Date {
    return new Date();
  }
}
