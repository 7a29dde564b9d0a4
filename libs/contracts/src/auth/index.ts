/** Sign-up, sign-in, social login, sessions and password strength (ARCHITECTURE §4.1–4.3, §4.17, §5). */
export * from './schemas';
export * from './types';
export * from './security-messages';
export * from './password-strength';
export * from './responses';
export * from './routes';
