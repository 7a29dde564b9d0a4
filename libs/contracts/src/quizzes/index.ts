/** Quizzes: creation, answers and the owner's management view (ARCHITECTURE §4.9). */
export * from './schemas';
export * from './types';
export * from './rules';
export * from './responses';
export * from './routes';
