/** Consent, retention and data rights (ARCHITECTURE §4.24). */
export * from './documents';
export * from './limits';
export * from './messages';
export * from './schemas';
export * from './retention';
export * from './erase-messages';
export * from './erase-schemas';
export * from './erase-routes';
export * from './member-schemas';
export * from './member-routes';
export * from './export-messages';
export * from './export-schemas';
export * from './export-routes';
