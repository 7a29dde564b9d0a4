import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ErrorCode } from '@babynews/contracts';
import { catchError, throwError, type Observable } from 'rxjs';
import { DomainError } from '../common/domain-error';
import { MetricsService, type LimitName, type LockoutKind } from './metrics.service';

/** The refusal codes of the failure lockouts (ARCHITECTURE §4.7, §5) by lockout kind. */
const LOCKOUT_CODES: Partial<Record<ErrorCode, LockoutKind>> = {
  RESERVATION_LOCKED: 'pin',
  RESERVATION_LOCKED_UNTIL_UNLOCKED: 'pin',
  LOGIN_LOCKED: 'sign_in',
  ATTEMPT_BUDGET_EXCEEDED: 'budget',
};

/** Refusal codes of the limits that services decide themselves (the guards' and hooks' limits are counted where they refuse). */
const LIMIT_CODES: Partial<Record<ErrorCode, LimitName>> = { GUESTBOOK_RATE_LIMITED: 'guestbook' };

/**
 * Global interceptor: counts each request refused by a lockout (`babynews_lockout_refusals_total{kind}`)
 * or by a limit a service decides (`babynews_rate_limit_refusals_total{limit}`), from the `DomainError`
 * the handler threw, in one place rather than at each of the many places that throw them
 * (ARCHITECTURE "Metrics"). The error goes on unchanged to the filter.
 */
@Injectable()
export class LockoutMetricsInterceptor implements NestInterceptor {
  constructor(private readonly metrics: MetricsService) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof DomainError) {
          const kind = LOCKOUT_CODES[error.code];
          if (kind) this.metrics.lockoutRefused(kind);
          const limit = LIMIT_CODES[error.code];
          if (limit) this.metrics.limiterRefused(limit);
        }
        return throwError(() => error);
      }),
    );
  }
}
