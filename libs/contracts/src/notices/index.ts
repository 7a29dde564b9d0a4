/** Notices and their HTML allowlist (ARCHITECTURE §4.14). */
export * from './schemas';
export * from './types';
export * from './notice-html';
export * from './responses';
export * from './routes';
