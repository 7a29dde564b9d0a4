/**
 * What every domain shares: the Korean catalogue `MSG` and `LIMITS` (assembled from the domains' parts),
 * the error-code table, the shapes of an error and of the runtime configuration, and the on-demand
 * loader of the request schemas.
 */
export * from './messages';
export * from './limits';
export * from './errors';
export * from './first-message';
export * from './load-schemas';
export * from './types';
