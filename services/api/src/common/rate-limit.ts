import { ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/config.schema';

const SIGN_IN_LIMIT = 'babynews:sign-in-rate-limit';

/**
 * Marks a route (login, sign-up, later social login) with the stricter in-memory per-IP limit
 * SIGN_IN_RATE_LIMIT_PER_MINUTE instead of RATE_LIMIT_PER_MINUTE (DESIGN §5 rate limits). The
 * per-account login lockout is separate and lives in the database (AttemptsService).
 */
export const SignInRateLimit = () => SetMetadata(SIGN_IN_LIMIT, true);

/** @nestjs/throttler options: one in-memory throttler, 1-minute window, limit per route kind. */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const limit = (context: ExecutionContext) =>
    Reflect.getMetadata(SIGN_IN_LIMIT, context.getHandler()) ? config.signInRateLimitPerMinute : config.rateLimitPerMinute;
  return { throttlers: [{ name: 'default', ttl: 60_000, limit }] };
}
