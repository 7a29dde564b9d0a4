import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, type ErrorCode } from '@babynews/contracts';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { AuthAttempt } from './attempt.entity';
import { Clock } from '../common/clock';

/** Rows older than this are pruned whenever a subject records a new failure (the longest window is a day). */
const RETENTION_MS = 24 * 60 * 60 * 1000;

/** Attempt scope of the per-client-address budget (subject: the address Fastify derives, ARCHITECTURE §2 TRUST_PROXY). */
export const ADDRESS_SCOPE = 'address';

/** One limit a slot is taken against: more than `max` rows of (scope, subject) within `windowMs` → `code`. */
export interface SlotLimit {
  scope: string;
  subject: string;
  max: number;
  windowMs: number;
  code: ErrorCode;
}

/** One attempt at a secret guarded by failure slots (`AttemptsService.guarded`). */
export interface GuardedAttempt {
  /** The limit of the secret's own subject (an account, a wish, a pledge). */
  limit: SlotLimit;
  /** The client address whose hourly budget a failure also counts against. */
  address: string;
  /** The code thrown when the secret is wrong (e.g. `RESERVATION_PIN_WRONG`). */
  wrong: ErrorCode;
  /** Runs after a wrong secret, before `wrong` is thrown (e.g. a wish's day lock). */
  afterWrong?: () => Promise<void>;
}

/**
 * Database-backed failure counter for lockouts (ARCHITECTURE §4.7, §5): survives restarts and is shared by
 * every API instance on the same database. Scopes: `login` (subject: lower-cased username),
 * `reservation` (subject `wish:{id}`), `address` (subject: the client address; the hourly budget of
 * wrong PINs and failed sign-ins across all wishes and accounts). Only failures stay recorded.
 * Time comes from the injected `Clock`.
 */
@Injectable()
export class AttemptsService {
  constructor(
    @InjectRepository(AuthAttempt) private readonly attempts: Repository<AuthAttempt>,
    private readonly clock: Clock,
  ) {}

  /** The current time of the lockouts (the injected clock). */
  now(): Date {
    return this.clock.now();
  }

  /** Number of rows recorded for (scope, subject) within the last `windowMs` milliseconds. */
  count(scope: string, subject: string, windowMs: number): Promise<number> {
    return this.attempts.count({ where: { scope, subject: norm(subject), createdAt: MoreThan(this.since(windowMs)) } });
  }

  /** Times of the rows of (scope, subject) within the last `windowMs` ms, oldest first. */
  async times(scope: string, subject: string, windowMs: number): Promise<Date[]> {
    const rows = await this.attempts.find({
      select: { createdAt: true },
      where: { scope, subject: norm(subject), createdAt: MoreThan(this.since(windowMs)) },
      order: { createdAt: 'ASC' },
    });
    return rows.map((r) => r.createdAt);
  }

  /** Records one failure now, prunes this subject's rows older than a day, and returns the row's id. */
  async record(scope: string, subject: string): Promise<number> {
    const now = this.now();
    const inserted = await this.attempts.insert({ scope, subject: norm(subject), createdAt: now });
    await this.attempts.delete({ scope, subject: norm(subject), createdAt: LessThan(new Date(now.getTime() - RETENTION_MS)) });
    return Number(inserted.identifiers[0]?.id);
  }

  /**
   * Refuses a client address that spent its hourly budget (LIMITS.attemptBudgetMax failures per
   * LIMITS.attemptBudgetWindowMs) before any verification is attempted.
   * @throws DomainError `ATTEMPT_BUDGET_EXCEEDED` (429).
   */
  async assertBudget(address: string): Promise<void> {
    if ((await this.count(ADDRESS_SCOPE, address, LIMITS.attemptBudgetWindowMs)) >= LIMITS.attemptBudgetMax) throw new DomainError('ATTEMPT_BUDGET_EXCEEDED');
  }

  /** The budget limit of `address` as a `SlotLimit`. */
  budget(address: string): SlotLimit {
    return { scope: ADDRESS_SCOPE, subject: address, max: LIMITS.attemptBudgetMax, windowMs: LIMITS.attemptBudgetWindowMs, code: 'ATTEMPT_BUDGET_EXCEEDED' };
  }

  /**
   * Reserves one failure slot under every limit BEFORE the credential is verified (ARCHITECTURE §5), so a
   * parallel burst cannot verify more than each `max` allows: the rows are written first, then
   * counted; a caller whose count exceeds a limit gives its slots back and is refused. The caller
   * keeps the slots when the credential was wrong (they are the failures) and calls `release`
   * when it was right (successes are not counted).
   * @returns the ids of the slots, for `release`.
   * @throws DomainError with the first exceeded limit's code.
   */
  async takeSlots(limits: SlotLimit[]): Promise<number[]> {
    const ids: number[] = [];
    for (const limit of limits) ids.push(await this.record(limit.scope, limit.subject));
    for (const limit of limits) {
      if ((await this.count(limit.scope, limit.subject, limit.windowMs)) > limit.max) {
        await this.release(ids);
        throw new DomainError(limit.code);
      }
    }
    return ids;
  }

  /**
   * One attempt at a secret — a password or a PIN — under the failure limits of ARCHITECTURE §5: refuses an
   * address that spent its budget, takes a slot under `attempt.limit` and under the address budget BEFORE
   * `verify` runs (a parallel burst verifies no more than each limit allows), keeps both when `verify`
   * answers `undefined` (they are the failures) and gives them back when it answers anything else.
   * @returns what `verify` answered.
   * @throws DomainError `ATTEMPT_BUDGET_EXCEEDED` (429), the code of an exceeded limit (429), or `attempt.wrong`.
   */
  async guarded<T>(attempt: GuardedAttempt, verify: () => Promise<T | undefined>): Promise<T> {
    await this.assertBudget(attempt.address);
    const slots = await this.takeSlots([attempt.limit, this.budget(attempt.address)]);
    const found = await verify();
    if (found === undefined) {
      await attempt.afterWrong?.();
      throw new DomainError(attempt.wrong);
    }
    await this.release(slots);
    return found;
  }

  /** Deletes slots taken by `takeSlots` (the attempt succeeded or was refused). */
  async release(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.attempts.delete({ id: In(ids) });
  }

  /** Forgets every failure of (scope, subject), e.g. after a successful login or an owner's unlock. */
  async clear(scope: string, subject: string): Promise<void> {
    await this.attempts.delete({ scope, subject: norm(subject) });
  }

  private since(windowMs: number): Date {
    return new Date(this.now().getTime() - windowMs);
  }
}

/** Subjects are compared case-insensitively and stored within the column's 191 characters. */
function norm(subject: string): string {
  return subject.trim().toLowerCase().slice(0, 191);
}
