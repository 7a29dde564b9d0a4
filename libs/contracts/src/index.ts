/**
 * @babynews/contracts — the one place where request schemas, response types and the Korean
 * message catalogue live. Imports nothing of the project (Nx boundary rule).
 *
 * One folder per API domain (`auth/`, `members/`, `events/`, …), each with its schemas, types,
 * messages, limits and rules side by side and one `index.ts`; `common/` assembles `MSG` and `LIMITS`
 * and holds the error-code table; `calendar/` is the one Asia/Seoul calendar (ARCHITECTURE "Rooms and
 * walls" → contracts).
 */
export * from './common';
export * from './calendar';
export * from './auth';
export * from './members';
export * from './events';
export * from './wishes';
export * from './reservations';
export * from './pledges';
export * from './guestbook';
export * from './quizzes';
export * from './notices';
export * from './site';
export * from './admin';
export * from './mail';
export * from './notifications';
export * from './consent';
export * from './thanks';
export * from './coparent';
export * from './circles';
export * from './uploads';
export * from './health';
export * from './pages';
export * from './api';
