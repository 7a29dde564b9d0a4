/** The co-parent: a second owner of a news page (ARCHITECTURE "Two parents"). */
export * from './messages';
export * from './schemas';
export * from './routes';
