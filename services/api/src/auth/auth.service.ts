import { Injectable } from '@nestjs/common';
import { LIMITS, type JoinRequest, type LoginRequest } from '@babynews/contracts';
import { AttemptsService } from '../attempts/attempts.service';
import { DomainError } from '../common/domain-error';
import { ConsentService } from '../consent/consent.service';
import { MembersService } from '../members/members.service';
import { DeviceCookies } from './device-cookie';
import { passwordWeakness } from './password-strength';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

/** Attempt-counter scope of failed logins from unknown devices (subject: the lower-cased username). */
export const LOGIN_SCOPE = 'login';
/** Attempt-counter scope of failed logins from one known device (subject: the device cookie's nonce). */
export const LOGIN_DEVICE_SCOPE = 'login-device';
/** Revoked device cookies (subject: the nonce; one row, kept as long as such a cookie lives). */
export const DEVICE_REVOKED_SCOPE = 'device-revoked';

/** Where a sign-in comes from: the client address and the request's device cookie value ('' when none). */
export interface SignInSource {
  address: string;
  deviceCookie: string;
}

/** A successful sign-in: the token, plus the device cookie value to set (ARCHITECTURE §5 device cookies). */
export interface SignedIn {
  accessToken: string;
  deviceCookie: string;
}

/** Sign-in and regular sign-up (ARCHITECTURE §4.1–4.3, §5 login lockout and device cookies). */
@Injectable()
export class AuthService {
  constructor(
    private readonly members: MembersService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly attempts: AttemptsService,
    private readonly devices: DeviceCookies,
    private readonly consents: ConsentService,
  ) {}

  /**
   * Checks username/password and issues a token plus a fresh device cookie (ARCHITECTURE §5). Failures
   * count in one of two buckets of LIMITS.loginFailuresMax per LIMITS.attemptWindowMs: the device's own
   * when the request carries a valid, unrevoked device cookie for THIS account (so a stranger's guesses
   * never lock out the member's own phone), else the account's "unknown devices" bucket; the address
   * budget counts either way. A failure slot is taken BEFORE the password is verified, so a parallel
   * burst verifies at most LIMITS.loginFailuresMax passwords per bucket; a correct login gives its slots
   * back and clears its bucket. A known device reaching the limit has its cookie revoked: from then on it
   * counts as unknown. Counted in the database (survives restarts, shared by every instance).
   * @throws DomainError `LOGIN_LOCKED` (429) when the bucket is full; `ATTEMPT_BUDGET_EXCEEDED` (429) when
   *   the address spent its hourly budget of failures; `LOGIN_FAILED` (401) for an unknown user or a wrong
   *   password alike (same message, similar time).
   */
  async login({ username, password }: LoginRequest, { address, deviceCookie }: SignInSource): Promise<SignedIn> {
    const subject = username.trim().toLowerCase();
    const device = await this.knownDevice(deviceCookie, subject);
    const limit = {
      scope: device ? LOGIN_DEVICE_SCOPE : LOGIN_SCOPE,
      subject: device ?? subject,
      max: LIMITS.loginFailuresMax,
      windowMs: LIMITS.attemptWindowMs,
      code: 'LOGIN_LOCKED',
    } as const;
    const full = async () => (await this.attempts.count(limit.scope, limit.subject, limit.windowMs)) >= limit.max;
    const revokeWhenFull = async () => {
      if (device && (await full())) await this.attempts.record(DEVICE_REVOKED_SCOPE, device);
    };
    if (await full()) {
      await revokeWhenFull();
      throw new DomainError('LOGIN_LOCKED');
    }
    const member = await this.attempts.guarded({ limit, address, wrong: 'LOGIN_FAILED', afterWrong: revokeWhenFull }, async () => {
      const found = await this.members.findByUsername(subject);
      const ok = found?.passwordHash ? await this.passwords.verify(found.passwordHash, password) : await this.passwords.verifyNothing(password);
      return found && ok ? found : undefined;
    });
    await this.attempts.clear(limit.scope, limit.subject);
    return { accessToken: await this.tokens.sign(member), deviceCookie: this.devices.issue(deviceCookie, subject).value };
  }

  /** The nonce of the request's device cookie for `subject` when it is signed right and not revoked; else null. */
  private async knownDevice(cookie: string, subject: string): Promise<string | null> {
    const nonce = this.devices.nonceFor(cookie, subject);
    if (!nonce) return null;
    const revoked = await this.attempts.count(DEVICE_REVOKED_SCOPE, nonce, LIMITS.deviceCookieLifetimeMs);
    return revoked > 0 ? null : nonce;
  }

  /**
   * Regular sign-up: creates a ROLE_USER member with the sign-up's consents (stored in the same
   * transaction, ARCHITECTURE §4.24) and signs them in (token plus a device cookie, as `login`).
   * The password must reach zxcvbn's LIMITS.passwordMinScore, the username, e-mail and nickname counting
   * as words an attacker knows (ARCHITECTURE §5, `passwordWeakness`).
   * @throws DomainError `PASSWORD_TOO_WEAK` (400) with zxcvbn's reason in Korean (PASSWORD_STRENGTH_MSG).
   * @throws DomainError `USERNAME_TAKEN` / `EMAIL_TAKEN` / `DISPLAY_NAME_TAKEN` / `SIGNUP_FAILED` (409).
   */
  async join(input: JoinRequest, deviceCookie = ''): Promise<SignedIn> {
    const weakness = passwordWeakness(input.password, [input.username, input.email, input.displayName]);
    if (weakness) throw new DomainError('PASSWORD_TOO_WEAK', { message: weakness });
    await this.members.assertAvailable(input);
    const member = await this.members.createRegular(
      {
        username: input.username,
        email: input.email,
        displayName: input.displayName,
        passwordHash: await this.passwords.hash(input.password),
      },
      (manager, created) => this.consents.recordSignup(manager, created.id, input.consents),
    );
    return { accessToken: await this.tokens.sign(member), deviceCookie: this.devices.issue(deviceCookie, member.username.toLowerCase()).value };
  }
}
