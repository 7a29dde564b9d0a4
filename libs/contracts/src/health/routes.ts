import type { RouteDeclaration } from '../api/route';

/** Liveness probe: 200 while the process serves requests (ARCHITECTURE §5 lifecycle). */
export const healthLiveRoute = {
  method: 'GET',
  path: '/health/live',
  access: 'anyone',
  output: 'healthLiveResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** Readiness probe: 503 while shutting down or when the database (or a configured Redis) does not answer (ARCHITECTURE §5). */
export const healthReadyRoute = {
  method: 'GET',
  path: '/health/ready',
  access: 'anyone',
  output: 'healthReadyResponseSchema',
  errors: ['SERVICE_UNAVAILABLE'],
} as const satisfies RouteDeclaration;

/**
 * Prometheus scrape (ARCHITECTURE "Metrics"): the instance's metrics in the text exposition format, only
 * with `Authorization: Bearer <METRICS_TOKEN>`; without the token, with a wrong one or when METRICS_TOKEN
 * is unset it answers the 404 `NOT_FOUND` of an unknown route.
 */
export const metricsRoute = {
  method: 'GET',
  path: '/metrics',
  access: 'anyone',
  output: null,
  download: 'text/plain',
  errors: ['NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** The health probes and the metrics scrape (ARCHITECTURE §5 lifecycle, "Metrics"), for the API table. */
export const healthRoutes = { live: healthLiveRoute, ready: healthReadyRoute, metrics: metricsRoute };
