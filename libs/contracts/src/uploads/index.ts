/** Signed uploads (ARCHITECTURE §4.11). */
export * from './schemas';
export * from './types';
export * from './rules';
export * from './responses';
export * from './routes';
