import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { LIMITS, MSG, type JoinRequest, type LoginRequest, type TokenResponse } from '@babynews/contracts';
import { AttemptsService } from '../attempts/attempts.service';
import { MembersService } from '../members/members.service';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

/** Attempt-counter scope of failed logins (subject: the lower-cased username). */
export const LOGIN_SCOPE = 'login';

/** Sign-in and regular sign-up (DESIGN §4.1–4.3, §5 login lockout). */
@Injectable()
export class AuthService {
  constructor(
    private readonly members: MembersService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly attempts: AttemptsService,
  ) {}

  /**
   * Checks username/password and issues a token.
   * @throws HttpException 429 `MSG.auth.loginLocked` after 10 failures for the account in 15 min
   *   (counted in the database, so it survives restarts).
   * @throws UnauthorizedException 401 `MSG.auth.loginFailed` for an unknown user or a wrong
   *   password alike (same message, similar time).
   */
  async login({ username, password }: LoginRequest): Promise<TokenResponse> {
    const subject = username.trim().toLowerCase();
    const failures = await this.attempts.count(LOGIN_SCOPE, subject, LIMITS.attemptWindowMs);
    if (failures >= LIMITS.loginFailuresMax) throw new HttpException(MSG.auth.loginLocked, HttpStatus.TOO_MANY_REQUESTS);
    const member = await this.members.findByUsername(subject);
    const ok = member?.passwordHash ? await this.passwords.verify(member.passwordHash, password) : await this.passwords.verifyNothing(password);
    if (!member || !ok) {
      await this.attempts.record(LOGIN_SCOPE, subject);
      throw new UnauthorizedException(MSG.auth.loginFailed);
    }
    if (failures > 0) await this.attempts.clear(LOGIN_SCOPE, subject);
    return { accessToken: await this.tokens.sign(member) };
  }

  /**
   * Regular sign-up: creates a ROLE_USER member and signs them in.
   * @throws ConflictException 409 with the taken field's message.
   */
  async join(input: JoinRequest): Promise<TokenResponse> {
    await this.members.assertAvailable(input);
    const member = await this.members.createRegular({
      username: input.username,
      email: input.email,
      displayName: input.displayName,
      passwordHash: await this.passwords.hash(input.password),
    });
    return { accessToken: await this.tokens.sign(member) };
  }
}
