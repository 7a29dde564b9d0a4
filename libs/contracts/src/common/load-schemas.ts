import type * as Schemas from './request-schemas';

let loaded: typeof Schemas | undefined;

/**
 * Loads the request schemas of request-schemas.ts, and zod with them (about 25 KiB gzip), in a chunk of
 * their own. A form of a first-visit page (the login form of the shared UI, the news page's quiz, the
 * wish list's reserve modal) calls it when it shows, and validates on submit with `loadedSchemas()`, or
 * awaits this when the chunk has not arrived yet; the bundler loads the chunk once.
 */
export function loadSchemas(): Promise<typeof Schemas> {
  return import('./request-schemas').then((schemas) => (loaded = schemas));
}

/** The schemas once a `loadSchemas()` has resolved (a submit then validates at once), else undefined. */
export function loadedSchemas(): typeof Schemas | undefined {
  return loaded;
}
