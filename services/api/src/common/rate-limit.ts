import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/config.schema';
import { addressKey } from './address-key';

const STRICT_LIMIT = 'babynews:strict-rate-limit';

/**
 * Marks a route with the stricter per-address limit SIGN_IN_RATE_LIMIT_PER_MINUTE instead of
 * RATE_LIMIT_PER_MINUTE (ARCHITECTURE §5 rate limits). For routes that check a credential or let a
 * client create something costly: sign-in, sign-up and social login, the reservation PIN calls,
 * reserve, quiz submission and upload signing. Over the limit: 429 `RATE_LIMITED`. The
 * failure-counting lockouts (per account, per wish, per address) are separate and live in the
 * database (AttemptsService).
 */
export const StrictRateLimit = () => SetMetadata(STRICT_LIMIT, true);

/** @nestjs/throttler options: one throttler (counted in Redis or the database, `throttler-storage.ts`), 1-minute window, limit per route kind, keyed by `addressKey`. */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const limit = (context: ExecutionContext) =>
    Reflect.getMetadata(STRICT_LIMIT, context.getHandler()) ? config.signInRateLimitPerMinute : config.rateLimitPerMinute;
  // Counted per addressKey: an IPv6 client as its /64, so one phone cannot spread itself over addresses.
  const getTracker = (request: Record<string, unknown>): string => addressKey(String(request.ip ?? ''));
  return { throttlers: [{ name: 'default', ttl: 60_000, limit }], getTracker };
}
