/** The wish list: wishes, what is needed first, gift quantities and the near-duplicate query (ARCHITECTURE §4.10, §4.20, §4.22). */
export * from './schemas';
export * from './types';
export * from './plan';
export * from './rules';
export * from './price';
export * from './responses';
export * from './routes';
export * from './link-preview-messages';
