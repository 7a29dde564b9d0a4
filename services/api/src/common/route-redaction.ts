import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listRemotePages } from '@babynews/contracts';
import { redactPath, redactQuery, SENSITIVE_FIELD } from './logging';

const CENSOR = '[REDACTED]';

/**
 * Path parameters whose value is logged as is: row numbers, never a secret, and only when the value is
 * a plain number. Every other parameter (share codes `code`/`eventCode`, `pledgeId`, follower names,
 * OAuth codes, any parameter added later) is logged as its name, `:code`.
 */
const NUMERIC_PARAMS = new Set(['wishId', 'quizId', 'id', 'page']);
const NUMBER = /^\d{1,15}$/;

/** Secrets shorter than this are not scrubbed from free text (replacing "7" everywhere would ruin the line). */
const MIN_SECRET_CHARS = 4;

/** One segment of a route pattern: a literal word, or a parameter (by name). */
type Part = { literal: string } | { param: string };

/** A route as Fastify registered it (`onRoute`). */
export interface RouteEntry {
  method: string;
  /** The pattern, e.g. `/api/event/summary/:code`. */
  url: string;
}

/**
 * Redaction of request URLs and error lines driven by the router's own route table (ARCHITECTURE §5
 * logs: no share codes, reservation or pledge ids, names or OAuth codes in logs), built from every
 * route Fastify registers (`watch` installs an `onRoute` hook before the first route):
 * - a matched route is logged as its pattern: every path parameter becomes `:name` (numeric row ids
 *   `wishId`, `quizId`, `id`, `page` keep their number), so no route list can fall behind;
 * - query strings keep only the values of harmless keys (`redactQuery`: `eventCode`, `code`,
 *   `reservationId`, `pledgeId`, tokens, e-mails… become `[REDACTED]`);
 * - an unmatched URL (404, or a wildcard route: static files, the front end's pages): a parameterless
 *   route or page is logged as is; after the literal prefix of any route or front-end page parameter
 *   (`/api/event/summary/`, `/event/`) the rest is `[REDACTED]`; elsewhere every segment that is neither
 *   a literal word of some route or page nor a file name (with a dot: never a share code or an id)
 *   is `[REDACTED]`;
 * - `secrets(request)` lists the request's own sensitive values (non-numeric path parameters,
 *   sensitive query and top-level body fields) and `scrub` removes them from any log object, for the
 *   lines that may quote them (error messages).
 */
export class RouteRedactor {
  private readonly patterns = new Map<string, Part[] | null>();
  private readonly words = new Set<string>();
  private readonly prefixes = new Set<string>();
  private readonly plain = new Set<string>();
  private readonly entries: RouteEntry[] = [];

  /** @param pages front-end page patterns (default: every remote page, `/event/:code`…), learnt like routes */
  constructor(pages: readonly string[] = listRemotePages().map((page) => page.path)) {
    for (const page of pages) this.add(page);
  }

  /** Collects every route `fastify` (and its child contexts) registers from now on. */
  watch(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method)) this.entries.push({ method, url: route.url });
      this.add(route.url);
    });
  }

  /** Every route seen so far, one entry per method (tests walk them). */
  routes(): RouteEntry[] {
    return [...this.entries];
  }

  /** Learns the pattern `url` (literal words, parameter prefixes). */
  add(url: string): void {
    if (this.patterns.has(url)) return;
    const segments = url.split('/');
    let parts: Part[] | null = [];
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i];
      if (!segment.includes(':') && !segment.includes('*')) {
        if (segment) this.words.add(segment);
        parts?.push({ literal: segment });
        continue;
      }
      // What follows a parameter's literal prefix is a value; a wildcard's rest (static files) is not.
      if (segment.includes(':')) this.prefixes.add(`${segments.slice(0, i).join('/')}/`.toLowerCase());
      const name = /^:([A-Za-z0-9_]+)\??$/.exec(segment)?.[1];
      // A wildcard, a regex or several parameters in one segment: logged by the unmatched-URL rules.
      if (!name) parts = null;
      else parts?.push({ param: name });
    }
    this.patterns.set(url, parts);
    if (!url.includes(':') && !url.includes('*')) this.plain.add(withoutSlash(url.toLowerCase()));
  }

  /** The URL of `request` as it may be logged (see the class comment). */
  url(request: FastifyRequest): string {
    const raw = request.url;
    const q = raw.indexOf('?');
    const query = q < 0 ? '' : `?${redactQuery(raw.slice(q + 1))}`;
    const pattern = request.routeOptions?.url;
    let parts = pattern ? this.patterns.get(pattern) : null;
    if (pattern && parts === undefined) {
      this.add(pattern);
      parts = this.patterns.get(pattern);
    }
    if (!parts) return this.unmatchedPath(q < 0 ? raw : raw.slice(0, q)) + query;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const path = parts
      .map((part) => {
        if ('literal' in part) return part.literal;
        const value = params[part.param];
        return NUMERIC_PARAMS.has(part.param) && typeof value === 'string' && NUMBER.test(value) ? value : `:${part.param}`;
      })
      .join('/');
    return path + query;
  }

  /** The request's sensitive values, to `scrub` from the lines logged while serving it. */
  secrets(request: FastifyRequest): string[] {
    const out = new Set<string>();
    const add = (value: unknown) => {
      if (typeof value === 'string' && value.length >= MIN_SECRET_CHARS) out.add(value);
      else if (typeof value === 'number' && String(value).length >= MIN_SECRET_CHARS) out.add(String(value));
    };
    for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
      if (!(NUMERIC_PARAMS.has(name) && typeof value === 'string' && NUMBER.test(value))) add(value);
    }
    for (const source of [request.query, request.body]) {
      if (!source || typeof source !== 'object') continue;
      for (const [name, value] of Object.entries(source as Record<string, unknown>)) if (SENSITIVE_FIELD.test(name)) add(value);
    }
    // Longest first: a secret that contains another is replaced whole.
    return [...out].sort((a, b) => b.length - a.length);
  }

  private unmatchedPath(path: string): string {
    const lower = path.toLowerCase();
    if (this.plain.has(withoutSlash(lower))) return path;
    let longest = '';
    for (const prefix of this.prefixes) if (prefix.length > longest.length && lower.startsWith(prefix) && prefix !== '/') longest = prefix;
    if (longest && path.length > longest.length) return `${path.slice(0, longest.length)}${CENSOR}`;
    return redactPath(path)
      .split('/')
      .map((segment) => (!segment || segment === CENSOR || segment.includes('.') || this.words.has(segment) ? segment : CENSOR))
      .join('/');
  }
}

function withoutSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * `value` with every occurrence of each of `secrets` in its strings replaced by `[REDACTED]` (deep:
 * plain objects and arrays are copied, enumerable symbol keys kept). Other values are returned as is.
 */
export function scrub<T>(value: T, secrets: readonly string[], depth = 0): T {
  if (secrets.length === 0 || depth > 8) return value;
  if (typeof value === 'string') {
    let s: string = value;
    for (const secret of secrets) if (s.includes(secret)) s = s.split(secret).join(CENSOR);
    return s as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => scrub(v, secrets, depth + 1)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string | symbol, unknown> = { ...(value as Record<string | symbol, unknown>) };
    for (const key of Object.keys(copy)) copy[key] = scrub(copy[key], secrets, depth + 1);
    return copy as T;
  }
  return value;
}
