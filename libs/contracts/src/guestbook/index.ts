/** The congratulations guestbook: its routes, schemas, answers and the tables `GUESTBOOK_MSG`, `GUESTBOOK_UI_MSG`, `LIMITS_GUESTBOOK` (ARCHITECTURE "Guestbook"). */
export * from './limits';
export * from './messages';
export * from './ui-messages';
export * from './schemas';
export * from './types';
export * from './responses';
export * from './routes';
