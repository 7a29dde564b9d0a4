/** Reservations: reserving with a PIN, the reserver's and the owner's calls, lockouts (ARCHITECTURE §4.7–4.8, §4.22). */
export * from './schemas';
export * from './types';
export * from './rules';
export * from './responses';
export * from './routes';
