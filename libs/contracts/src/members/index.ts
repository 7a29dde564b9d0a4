/** The member's own pages: my page with its invite QR code, '내 정보' and withdrawal (ARCHITECTURE §4.21). */
export * from './schemas';
export * from './types';
export * from './account-limits';
export * from './invite-qr';
export * from './responses';
export * from './routes';
export * from './mail-messages';
export * from './messages';
