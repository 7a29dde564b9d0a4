/** News pages, their followers, due date and surprise mode, the birth announcement, the fund settings and the wrap-up summary (ARCHITECTURE §4.4–4.6, §4.20). */
export * from './schemas';
export * from './types';
export * from './plan';
export * from './cover';
export * from './cover-messages';
export * from './birth';
export * from './birth-form-messages';
export * from './birth-limits';
export * from './summary';
export * from './responses';
export * from './routes';
