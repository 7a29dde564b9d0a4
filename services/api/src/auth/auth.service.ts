import { Injectable } from '@nestjs/common';
import { LIMITS, type JoinRequest, type LoginRequest, type TokenResponse } from '@babynews/contracts';
import { AttemptsService } from '../attempts/attempts.service';
import { DomainError } from '../common/domain-error';
import { MembersService } from '../members/members.service';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

/** Attempt-counter scope of failed logins (subject: the lower-cased username). */
export const LOGIN_SCOPE = 'login';

/** Sign-in and regular sign-up (ARCHITECTURE §4.1–4.3, §5 login lockout). */
@Injectable()
export class AuthService {
  constructor(
    private readonly members: MembersService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly attempts: AttemptsService,
  ) {}

  /**
   * Checks username/password from client address `address` and issues a token (ARCHITECTURE §5).
   * A failure slot is taken for the account and for the address BEFORE the password is verified,
   * so a parallel burst verifies at most LIMITS.loginFailuresMax passwords; a correct login gives its
   * slots back and clears the account's failures. Counted in the database (survives restarts).
   * @throws DomainError `LOGIN_LOCKED` (429) after LIMITS.loginFailuresMax failures for the account
   *   within LIMITS.attemptWindowMs; `ATTEMPT_BUDGET_EXCEEDED` (429) when the address spent its hourly
   *   budget of failures; `LOGIN_FAILED` (401) for an unknown user or a wrong password alike (same
   *   message, similar time).
   */
  async login({ username, password }: LoginRequest, address: string): Promise<TokenResponse> {
    const subject = username.trim().toLowerCase();
    if ((await this.attempts.count(LOGIN_SCOPE, subject, LIMITS.attemptWindowMs)) >= LIMITS.loginFailuresMax) throw new DomainError('LOGIN_LOCKED');
    const limit = { scope: LOGIN_SCOPE, subject, max: LIMITS.loginFailuresMax, windowMs: LIMITS.attemptWindowMs, code: 'LOGIN_LOCKED' } as const;
    const member = await this.attempts.guarded({ limit, address, wrong: 'LOGIN_FAILED' }, async () => {
      const found = await this.members.findByUsername(subject);
      const ok = found?.passwordHash ? await this.passwords.verify(found.passwordHash, password) : await this.passwords.verifyNothing(password);
      return found && ok ? found : undefined;
    });
    await this.attempts.clear(LOGIN_SCOPE, subject);
    return { accessToken: await this.tokens.sign(member) };
  }

  /**
   * Regular sign-up: creates a ROLE_USER member and signs them in.
   * @throws DomainError `USERNAME_TAKEN` / `EMAIL_TAKEN` / `DISPLAY_NAME_TAKEN` / `SIGNUP_FAILED` (409).
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
