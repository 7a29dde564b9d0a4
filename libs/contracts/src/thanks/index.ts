/** The parent's thank-you notes (ARCHITECTURE "Thank-you notes"). */
export * from './messages';
export * from './schemas';
export * from './routes';
