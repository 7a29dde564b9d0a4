/** Site content: asset groups, the home popup and the landing built from them (ARCHITECTURE §4.16). */
export * from './schemas';
export * from './types';
export * from './asset-groups';
export * from './site-limits';
export * from './landing';
export * from './responses';
export * from './routes';
