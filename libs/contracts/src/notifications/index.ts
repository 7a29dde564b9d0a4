/** Notifications to page owners: each event or a daily digest (ARCHITECTURE §4.23). */
export * from './messages';
export * from './schemas';
export * from './responses';
export * from './routes';
