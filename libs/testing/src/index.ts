/**
 * @babynews/testing — test data for the API tests and e2e: a transport interface (inject or HTTP), a
 * typed client over the contracts' request/response types with every path written once, valid bodies
 * and factories (member, owner with news, wish, reserved wish, quiz, administrator).
 * Only spec, test and e2e files may import it (lint rule in eslint.config.mjs).
 */
export * from './transport';
export * from './routes';
export * from './client';
export * from './bodies';
export * from './factories';
export * from './fake-fetch';
export * from './birth';
export * from './coparent';
export * from './guestbook';
export * from './notices';
export * from './site';
export * from './session-token';
export * from './uploads';
export * from './waiting';
