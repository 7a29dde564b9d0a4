/** The two circles of a news page: family and friends (ARCHITECTURE "Two circles"). */
export * from './circle';
export * from './messages';
export * from './schemas';
export * from './routes';
