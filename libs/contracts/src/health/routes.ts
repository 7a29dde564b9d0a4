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

/** The health probes (ARCHITECTURE §5 lifecycle), for the API table. */
export const healthRoutes = { live: healthLiveRoute, ready: healthReadyRoute };
