import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';
import { decodeHtml, detectCharset, extractTitle } from './html-title';

/** Why a link fetch (title, product page, picture) gave up (logged; never shown to users). */
export type TitleFetchFailure =
  'bad-url' | 'port' | 'blocked-address' | 'dns' | 'timeout' | 'redirects' | 'status' | 'content-type' | 'network' | 'no-title' | 'too-large';

/** A refused or failed link fetch (title, product page, picture); `reason` says which guard or step stopped it. */
export class TitleFetchError extends Error {
  constructor(
    readonly reason: TitleFetchFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'TitleFetchError';
  }
}

/** Guards of one fetch (ARCHITECTURE §4.10). Tests may loosen `ports`/`isAllowedAddress`/`resolve`; production never does. */
export interface TitleFetchOptions {
  /** Total time for every hop, redirects included (ms). Default 3000. */
  timeoutMs?: number;
  /** Most body bytes read. Default 1 MiB. */
  maxBytes?: number;
  /** Most redirects followed. Default 3. */
  maxRedirects?: number;
  /** Ports that may be connected to. Default 80 and 443. */
  ports?: readonly number[];
  /** Whether an address may be connected to. Default `isPublicAddress`. */
  isAllowedAddress?: (address: string) => boolean;
  /** Name resolution (every address it returns is checked). Default `dns.lookup(all)`. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /**
   * Addresses let through although `isAllowedAddress` or `ports` refuse them, judged with the port
   * (LINK_FETCH_ALLOW, tests only: `config/link-fetch-allow.ts`). Default null: no exceptions.
   */
  allowException?: ((address: string, port: number) => boolean) | null;
}

export const TITLE_FETCH_DEFAULTS = { timeoutMs: 3000, maxBytes: 1024 * 1024, maxRedirects: 3, ports: [80, 443], allowException: null } as const;

const systemResolve = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

type Guards = Required<TitleFetchOptions>;

/**
 * Fetches `url` and returns its `og:title` or `<title>` (ARCHITECTURE §4.10, §5 "Outbound fetches"):
 * http/https only, allowed ports only, every resolved address checked at connect time (inside the
 * socket's `lookup`, so nothing is connected to before the check, and DNS rebinding between check
 * and connect is impossible), redirects followed by hand (each hop re-checked, at most 3), one
 * total deadline, text/html only, at most `maxBytes` read (stops at `</head>`).
 * @throws TitleFetchError with the reason.
 */
export async function fetchPageTitle(url: string, options: TitleFetchOptions = {}): Promise<string> {
  const answer = await fetchGuarded(url, options, HEAD_OF_HTML);
  const title = extractTitle(decodeHtml(answer.body, detectCharset(answer.contentType, answer.body)));
  if (!title) throw new TitleFetchError('no-title');
  return title;
}

/** A fetched HTML page: its text (decoded by its charset) and the address it was read from after redirects. */
export interface FetchedPage {
  html: string;
  url: string;
}

/**
 * Fetches the whole HTML page at `url` (ARCHITECTURE "Universal add": product pages carry their JSON-LD in
 * the body) with every guard of `fetchPageTitle`; a body over `maxBytes` is cut there and the first
 * `maxBytes` are returned.
 * @returns `{html, url}`: the decoded text and the final address (for resolving relative picture links).
 * @throws TitleFetchError with the reason (`status` for a non-2xx answer, `content-type` for a non-HTML one).
 */
export async function fetchHtmlPage(url: string, options: TitleFetchOptions = {}): Promise<FetchedPage> {
  const answer = await fetchGuarded(url, options, WHOLE_HTML);
  return { html: decodeHtml(answer.body, detectCharset(answer.contentType, answer.body)), url: answer.url };
}

/**
 * Fetches the picture at `url` (ARCHITECTURE "Universal add") with every guard of `fetchPageTitle`, `image/*`
 * answers only; a picture over `maxBytes` (by its Content-Length or while reading) is refused.
 * @returns the picture's bytes (not yet checked to be an image: the decoder does that).
 * @throws TitleFetchError with the reason (`too-large` over `maxBytes`).
 */
export async function fetchImageBytes(url: string, options: TitleFetchOptions = {}): Promise<Buffer> {
  return (await fetchGuarded(url, options, IMAGE)).body;
}

/** What one kind of fetch accepts and how much of the body it reads. */
interface ReadPlan {
  /** Content types accepted (anything else: `content-type`). */
  accept: RegExp;
  /** The request's Accept header. */
  acceptHeader: string;
  /** Stop at `</head>` (titles), read the whole body up to `maxBytes` and cut (pages), or refuse a larger body (pictures). */
  read: 'head' | 'cut' | 'refuse-larger';
}

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
const HEAD_OF_HTML: ReadPlan = { accept: HTML_TYPES, acceptHeader: 'text/html', read: 'head' };
const WHOLE_HTML: ReadPlan = { accept: HTML_TYPES, acceptHeader: 'text/html,application/xhtml+xml', read: 'cut' };
const IMAGE: ReadPlan = { accept: /^\s*image\/[\w.+-]+\s*(;|$)/i, acceptHeader: 'image/webp,image/png,image/jpeg,image/gif,image/*', read: 'refuse-larger' };

/** The body of `url` under `options`' guards and `plan`, following redirects by hand. */
async function fetchGuarded(url: string, options: TitleFetchOptions, plan: ReadPlan): Promise<{ body: Buffer; contentType: string | undefined; url: string }> {
  const guards: Guards = { ...TITLE_FETCH_DEFAULTS, isAllowedAddress: isPublicAddress, resolve: systemResolve, ...options };
  const deadline = Date.now() + guards.timeoutMs;
  let target = parseTarget(url, guards);
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(target, guards, deadline, plan);
    if ('redirect' in answer) {
      if (hop >= guards.maxRedirects) throw new TitleFetchError('redirects');
      target = parseTarget(new URL(answer.redirect, target).href, guards);
      continue;
    }
    return { ...answer, url: target.href };
  }
}

function parseTarget(raw: string, guards: Guards): URL {
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    throw new TitleFetchError('bad-url');
  }
  if ((target.protocol !== 'http:' && target.protocol !== 'https:') || target.username || target.password) throw new TitleFetchError('bad-url');
  const port = portOf(target);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (guards.allowException?.(host, port)) return target;
    if (!guards.ports.includes(port)) throw new TitleFetchError('port', String(port));
    if (!guards.isAllowedAddress(host)) throw new TitleFetchError('blocked-address', host);
    return target;
  }
  // A name's port is judged with its addresses at connect time when exceptions exist (they name addresses).
  if (!guards.ports.includes(port) && !guards.allowException) throw new TitleFetchError('port', String(port));
  return target;
}

function portOf(target: URL): number {
  return target.port ? Number(target.port) : target.protocol === 'https:' ? 443 : 80;
}

/** The refusal of `address` on `port`, or null when it may be connected to. */
function refusal(guards: Guards, address: string, port: number): TitleFetchError | null {
  if (guards.allowException?.(address, port)) return null;
  if (!guards.ports.includes(port)) return new TitleFetchError('port', String(port));
  return guards.isAllowedAddress(address) ? null : new TitleFetchError('blocked-address', address);
}

/** A `lookup` for sockets that resolves with `guards.resolve` and refuses if ANY address is not allowed on `port`. */
function guardedLookup(guards: Guards, port: number): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.replace(/^\[|\]$/g, '');
    const found: Promise<LookupAddress[]> = isIP(host) ? Promise.resolve([{ address: host, family: isIP(host) }]) : guards.resolve(host);
    found.then(
      (addresses) => {
        if (addresses.length === 0) return callback(new TitleFetchError('dns', host), '', 4);
        const blocked = addresses.map((a) => refusal(guards, a.address, port)).find((err) => err !== null);
        if (blocked) return callback(blocked, '', 4);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (err: Error) => callback(new TitleFetchError('dns', err.message), '', 4),
    );
  };
}

type Answer = { redirect: string } | { body: Buffer; contentType: string | undefined };

function requestOnce(target: URL, guards: Guards, deadline: number, plan: ReadPlan): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new TitleFetchError('timeout'));
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(target, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(guards, portOf(target)),
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; BabyNewsLinkPreview/1.0)', accept: plan.acceptHeader, 'accept-encoding': 'identity' },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new TitleFetchError('timeout'));
    }, remaining);
    const fail = (err: unknown) => {
      clearTimeout(timer);
      request.destroy();
      if (timedOut) return reject(new TitleFetchError('timeout'));
      reject(err instanceof TitleFetchError ? err : new TitleFetchError('network', (err as Error)?.message));
    };
    request.on('error', fail);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        clearTimeout(timer);
        request.destroy();
        return resolve({ redirect: response.headers.location });
      }
      if (status < 200 || status >= 300) return fail(new TitleFetchError('status', String(status)));
      const contentType = response.headers['content-type'];
      if (!plan.accept.test(contentType ?? '')) return fail(new TitleFetchError('content-type', contentType));
      if (plan.read === 'refuse-larger' && Number(response.headers['content-length'] ?? 0) > guards.maxBytes) return fail(new TitleFetchError('too-large'));
      readBody(response, guards.maxBytes, plan.read).then((body) => {
        clearTimeout(timer);
        request.destroy();
        resolve({ body, contentType });
      }, fail);
    });
    request.end();
  });
}

/**
 * Reads the body until `maxBytes` (`head`: or `</head>`, whichever comes first; `refuse-larger`: a longer
 * body rejects with `too-large`).
 */
function readBody(response: IncomingMessage, maxBytes: number, read: ReadPlan['read']): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.removeAllListeners('data');
      resolve(Buffer.concat(chunks, size));
    };
    response.on('data', (chunk: Buffer) => {
      if (read === 'refuse-larger' && size + chunk.length > maxBytes) {
        response.removeAllListeners('data');
        return reject(new TitleFetchError('too-large'));
      }
      const room = maxBytes - size;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(part);
      size += part.length;
      if (size >= maxBytes) return done();
      if (read === 'head' && Buffer.concat(chunks.slice(-2)).toString('latin1').toLowerCase().includes('</head')) done();
    });
    response.on('end', done);
    response.on('error', reject);
    response.on('aborted', () => reject(new TitleFetchError('network', 'aborted')));
  });
}
