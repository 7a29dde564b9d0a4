/** Mail: receipts, notifications and the outbox's administration (ARCHITECTURE §4.23). */
export * from './messages';
export * from './schemas';
export * from './responses';
export * from './routes';
export * from './unsubscribe-token';
