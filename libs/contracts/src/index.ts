/**
 * @babynews/contracts — the one place where request schemas, response types and the Korean
 * message catalogue live. Imports nothing of the project (Nx boundary rule).
 */
export * from './messages';
export * from './errors';
export * from './limits';
export * from './pages';
export * from './schemas';
export * from './load-schemas';
export * from './rules';
export * from './types';
export * from './notices';
export * from './page-meta';
export * from './site';
export * from './landing';
export * from './invite-qr';
export * from './account';
export * from './security-messages';
export * from './password-strength';
export * from './calendar';
export * from './owner';
export * from './owner-schemas';
export * from './admin';
export * from './gifts';
