/** Group gifts and the 축의금 fund: pledges and the gift tables `GIFT_MSG`, `GIFT_LIMITS` (ARCHITECTURE §4.22). */
export * from './schemas';
export * from './types';
export * from './gift-messages';
export * from './gift-labels';
export * from './responses';
export * from './routes';
