import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { LIMITS, MSG } from '@babynews/contracts';
import { AttemptsService } from '../attempts/attempts.service';
import { PasswordService } from '../auth/password.service';

/** AttemptsService scope of reservation passwords (subject `wish:{id}`). */
export const RESERVATION_SCOPE = 'reservation';

/**
 * The 4-digit reservation password with its brute-force lock (DESIGN §4.7, §5): after 5 wrong
 * passwords for one wish within 15 minutes, every password call on that wish answers 429 until the
 * window passes. Failures are counted in the database (AttemptsService), so a restart or a second
 * API instance does not reset them. Each try is recorded BEFORE the slow verification, so a burst of
 * parallel guesses cannot slip past the limit; a correct password clears the counter.
 */
@Injectable()
export class ReservationPasswordService {
  constructor(
    private readonly attempts: AttemptsService,
    private readonly passwords: PasswordService,
  ) {}

  /** argon2id hash of a reservation password (DESIGN §3). */
  hash(password: string): Promise<string> {
    return this.passwords.hash(password);
  }

  /**
   * Checks `password` against `hash` for wish `wishId`.
   * @throws HttpException 429 `MSG.reserve.locked` while locked (even for the right password).
   * @throws UnauthorizedException 401 `MSG.reserve.wrongPassword` for a wrong password.
   */
  async check(wishId: number, password: string, hash: string): Promise<void> {
    const subject = `wish:${wishId}`;
    const max = LIMITS.reservationFailuresMax;
    if ((await this.attempts.count(RESERVATION_SCOPE, subject, LIMITS.attemptWindowMs)) >= max) throw locked();
    await this.attempts.record(RESERVATION_SCOPE, subject);
    if ((await this.attempts.count(RESERVATION_SCOPE, subject, LIMITS.attemptWindowMs)) > max) throw locked();
    if (!(await this.passwords.verify(hash, password))) throw new UnauthorizedException(MSG.reserve.wrongPassword);
    await this.attempts.clear(RESERVATION_SCOPE, subject);
  }
}

function locked(): HttpException {
  return new HttpException(MSG.reserve.locked, HttpStatus.TOO_MANY_REQUESTS);
}
