import { z } from 'zod';

/**
 * The answers of the health probes as zod schemas (ARCHITECTURE "The API table", §5 lifecycle). The
 * readiness answer is @nestjs/terminus's `HealthCheckResult`: its indicators (lifecycle, database,
 * redis when configured) are keyed by name and may carry fields of their own, so they are loose.
 */

/** One indicator of a readiness answer: `{status: 'up' | 'down', …}`. */
const indicators = z.record(z.string(), z.looseObject({ status: z.enum(['up', 'down']) }));

/** `GET /api/health/live` → 200 while the process serves requests. */
export const healthLiveResponseSchema = z.strictObject({ status: z.literal('ok') });

/** `GET /api/health/ready` → 200 `{status: 'ok', info, error, details}` (terminus; 503 otherwise). */
export const healthReadyResponseSchema = z.strictObject({
  status: z.literal('ok'),
  info: indicators.optional(),
  error: indicators.optional(),
  details: indicators,
});
