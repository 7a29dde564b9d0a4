/** Liveness and readiness probes of the API (ARCHITECTURE §5 lifecycle). */
export * from './responses';
export * from './routes';
