import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/config.schema';
import { Readiness } from './readiness';

/**
 * The SIGTERM sequence of ARCHITECTURE §5 ("SIGTERM drains"): readiness turns 503 at once; after
 * `drainDelayMs` (ms; a load balancer's health check notices meanwhile) the HTTP server stops
 * accepting, idle keep-alive connections close, in-flight requests complete; then Nest's shutdown
 * hooks close the database pool and the Redis connection.
 * @returns true when everything closed within `graceMs` (ms, counted from the call), false when the
 *   grace period ran out first (the caller exits anyway).
 */
export async function drainAndClose(app: INestApplication, shutdown: AppConfig['shutdown']): Promise<boolean> {
  app.get(Readiness).markDraining();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), shutdown.graceMs);
    timer.unref();
  });
  const closed = (async () => {
    if (shutdown.drainDelayMs > 0) await new Promise((r) => setTimeout(r, Math.min(shutdown.drainDelayMs, shutdown.graceMs)));
    await app.close();
    return true as const;
  })();
  try {
    return await Promise.race([closed, expired]);
  } finally {
    clearTimeout(timer);
  }
}
