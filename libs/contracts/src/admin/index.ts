/** Administration: sign-up statistics and the member list (ARCHITECTURE §4.12–4.13). */
export * from './schemas';
export * from './types';
export * from './rules';
export * from './admin-messages';
export * from './responses';
export * from './routes';
