import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastify from 'fastify';
import type { AppConfig } from './config/config.schema';
import { storageOrigins } from './uploads/public-url';
import { AFTER_PAINT_ENTRY_CSP_SOURCE } from './web/document-html';

/** Origins of the Daum postcode widget (script and its iframe), used by /event/create. */
const POSTCODE_SCRIPT_ORIGINS = ['https://t1.daumcdn.net', 'https://postcode.map.daum.net'];
const POSTCODE_FRAME_ORIGINS = ['postcode.map.daum.net', '*.daum.net'];

/** Kakao's API hosts the share SDK talks to (ARCHITECTURE "KakaoTalk share"). */
const KAKAO_SHARE_CONNECT_ORIGINS = ['https://kapi.kakao.com', 'https://sharer.kakao.com'];

/** Script and connect origins of the KakaoTalk share SDK, none without KAKAO_JS_KEY. */
export function kakaoShareOrigins(config: AppConfig): { script: string[]; connect: string[] } {
  if (!config.kakaoShare) return { script: [], connect: [] };
  const sdk = new URL(config.kakaoShare.sdkUrl).origin;
  return { script: [sdk], connect: [sdk, ...KAKAO_SHARE_CONNECT_ORIGINS] };
}

/** Origins of remotes configured with absolute URLs (same-origin paths add nothing). */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = Object.values(config.remotes)
    .filter((u) => /^https?:\/\//i.test(u))
    .map((u) => new URL(u).origin);
  return [...new Set(origins)];
}

/**
 * Content-Security-Policy of ARCHITECTURE §5: scripts from this origin, the remotes' origins and the
 * postcode widget only (and Kakao's share SDK when KAKAO_JS_KEY is set), plus the one inline script that starts a painted page's entry (by its hash); styles self + inline; images self/data/blob/https.
 */
export function cspDirectives(config: AppConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  const kakao = kakaoShareOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", AFTER_PAINT_ENTRY_CSP_SOURCE, ...remotes, ...POSTCODE_SCRIPT_ORIGINS, ...kakao.script],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins(config)],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...storageOrigins(config), ...kakao.connect],
    'frame-src': POSTCODE_FRAME_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** @fastify/helmet options: explicit CSP; remote bundles may be loaded by a shell on another origin. */
export function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets for `config`, computed once on a throw-away Fastify instance.
 * (@fastify/helmet rebuilds the helmet middleware on every request; these headers never vary.)
 */
export async function securityHeaders(config: AppConfig): Promise<Record<string, string>> {
  const probe = fastify();
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', (_request, reply) => reply.send(''));
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !NOT_SECURITY.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Origins the API answers cross-origin requests from (ARCHITECTURE §5 "CORS only for configured
 * origins"): CORS_ORIGINS plus the origin of each remote configured with an absolute URL (e.g. the
 * admin remote deployed on its own origin, ARCHITECTURE §1) — exactly those origins, never a wildcard.
 */
export function corsOriginsFor(config: AppConfig): string[] {
  return [...new Set([...config.corsOrigins, ...remoteOrigins(config)])];
}

/**
 * Every response gets helmet's headers (explicit CSP) and its `x-request-id`, from one cheap
 * onRequest hook. CORS only for `corsOriginsFor(config)` (none by default).
 */
export async function registerSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fixed = await securityHeaders(config);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.headers(fixed);
      reply.header('x-request-id', request.id);
      done();
    });
  const corsOrigins = corsOriginsFor(config);
  if (corsOrigins.length > 0) {
    app.enableCors({ origin: corsOrigins, methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'], maxAge: 600 });
  }
}
