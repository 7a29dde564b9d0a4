import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';
import { decodeHtml, detectCharset, extractTitle } from './html-title';

/** Why a title fetch gave up (logged; never shown to users). */
export type TitleFetchFailure = 'bad-url' | 'port' | 'blocked-address' | 'dns' | 'timeout' | 'redirects' | 'status' | 'content-type' | 'network' | 'no-title';

/** A refused or failed title fetch; `reason` says which guard or step stopped it. */
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
}

export const TITLE_FETCH_DEFAULTS = { timeoutMs: 3000, maxBytes: 1024 * 1024, maxRedirects: 3, ports: [80, 443] } as const;

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
  const guards: Guards = { ...TITLE_FETCH_DEFAULTS, isAllowedAddress: isPublicAddress, resolve: systemResolve, ...options };
  const deadline = Date.now() + guards.timeoutMs;
  let target = parseTarget(url, guards);
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(target, guards, deadline);
    if ('redirect' in answer) {
      if (hop >= guards.maxRedirects) throw new TitleFetchError('redirects');
      target = parseTarget(new URL(answer.redirect, target).href, guards);
      continue;
    }
    const title = extractTitle(decodeHtml(answer.body, detectCharset(answer.contentType, answer.body)));
    if (!title) throw new TitleFetchError('no-title');
    return title;
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
  const port = target.port ? Number(target.port) : target.protocol === 'https:' ? 443 : 80;
  if (!guards.ports.includes(port)) throw new TitleFetchError('port', String(port));
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !guards.isAllowedAddress(host)) throw new TitleFetchError('blocked-address', host);
  return target;
}

/** A `lookup` for sockets that resolves with `guards.resolve` and refuses if ANY address is not allowed. */
function guardedLookup(guards: Guards): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.replace(/^\[|\]$/g, '');
    const found: Promise<LookupAddress[]> = isIP(host) ? Promise.resolve([{ address: host, family: isIP(host) }]) : guards.resolve(host);
    found.then(
      (addresses) => {
        const blocked = addresses.find((a) => !guards.isAllowedAddress(a.address));
        if (addresses.length === 0) return callback(new TitleFetchError('dns', host), '', 4);
        if (blocked) return callback(new TitleFetchError('blocked-address', blocked.address), '', 4);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (err: Error) => callback(new TitleFetchError('dns', err.message), '', 4),
    );
  };
}

type Answer = { redirect: string } | { body: Buffer; contentType: string | undefined };

function requestOnce(target: URL, guards: Guards, deadline: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new TitleFetchError('timeout'));
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(target, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(guards),
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; BabyNewsLinkPreview/1.0)', accept: 'text/html', 'accept-encoding': 'identity' },
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
      if (!/^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(contentType ?? '')) return fail(new TitleFetchError('content-type', contentType));
      readHead(response, guards.maxBytes).then((body) => {
        clearTimeout(timer);
        request.destroy();
        resolve({ body, contentType });
      }, fail);
    });
    request.end();
  });
}

/** Reads the body until `</head>` or `maxBytes`, whichever comes first. */
function readHead(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.removeAllListeners('data');
      resolve(Buffer.concat(chunks, size));
    };
    response.on('data', (chunk: Buffer) => {
      const room = maxBytes - size;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(part);
      size += part.length;
      const tail = Buffer.concat(chunks.slice(-2)).toString('latin1').toLowerCase();
      if (size >= maxBytes || tail.includes('</head')) done();
    });
    response.on('end', done);
    response.on('error', reject);
    response.on('aborted', () => reject(new TitleFetchError('network', 'aborted')));
  });
}
