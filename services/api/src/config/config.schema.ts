import { isIP } from 'node:net';
import { z } from 'zod';
import { parseLinkFetchAllow, type LinkFetchAllowEntry } from './link-fetch-allow';
import { traceSampleRatio, type TracingConfig } from './tracing-config';

/**
 * Environment schema of ARCHITECTURE §2 (plus a few operational knobs). Every variable is a string or
 * unset; an empty string counts as unset. Messages name the rule so `loadConfig` can prefix the
 * variable's name.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const httpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** A remote's manifest location: an absolute http(s) URL or a path on this origin. */
const manifestUrl = z
  .string()
  .trim()
  .refine((v) => v.startsWith('/') || httpUrl.safeParse(v).success, 'must be a path starting with / or an http(s) URL');

const intIn = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`);

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return ['mysql:', 'mariadb:'].includes(u.protocol) && !!u.hostname && u.pathname.length > 1;
    } catch {
      return false;
    }
  }, 'must look like mysql://user:pass@host:3306/database');

const origins = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((o) => httpUrl.safeParse(o).success && new URL(o).origin === o.replace(/\/+$/, '')),
    'must be a comma-separated list of origins like https://admin.example.com',
  );

/**
 * TRUST_PROXY (ARCHITECTURE §2): `false` (default), a hop count, or a comma-separated list of proxy
 * addresses/CIDRs. `true` is refused: it would let any client choose its address with
 * X-Forwarded-For and so escape the per-address limits.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (['false', '0', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) {
      ctx.addIssue({ code: 'custom', message: 'must be false, a hop count or proxy addresses/CIDRs (true would trust any client)' });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops < 1 || hops > 10) ctx.addIssue({ code: 'custom', message: 'hop count must be between 1 and 10' });
      return hops;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0 || !list.every(isAddressOrCidr)) {
      ctx.addIssue({ code: 'custom', message: 'must be false, a hop count or comma-separated proxy addresses/CIDRs such as 10.0.0.0/8,127.0.0.1' });
      return z.NEVER;
    }
    return list;
  });

/** An IPv4/IPv6 address, optionally with a /prefix, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isAddressOrCidr(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** REDIS_URL (ARCHITECTURE §2): `redis://[user:pass@]host[:port][/db]` or `rediss://…`. */
const redisUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return ['redis:', 'rediss:'].includes(u.protocol) && !!u.hostname && /^(\/\d{0,2})?$/.test(u.pathname);
    } catch {
      return false;
    }
  }, 'must look like redis://host:6379/0');

/** A secret of at least 32 bytes. */
/** `smtp:` or `smtps:` URL with a host (credentials in the URL, as nodemailer reads it). */
const smtpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return ['smtp:', 'smtps:'].includes(u.protocol) && !!u.hostname;
    } catch {
      return false;
    }
  }, 'must be an smtp:// or smtps:// URL');

const secret32 = z.string().refine((v) => Buffer.byteLength(v, 'utf8') >= 32, 'must be at least 32 bytes');

export const envSchema = z.object({
  PORT: opt(intIn(1, 65535)),
  HOST: opt(z.string().trim()),
  DATA_DIR: opt(z.string()),
  DATABASE_URL: opt(databaseUrl),
  JWT_SECRET: opt(z.string().refine((v) => Buffer.byteLength(v, 'utf8') >= 32, 'must be at least 32 bytes')),
  ADMIN_USERNAME: opt(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{4,20}$/, 'must be 4-20 lower-case letters, digits or _'),
  ),
  ADMIN_PASSWORD: opt(z.string().min(8, 'must be at least 8 characters').max(72, 'must be at most 72 characters')),
  ADMIN_EMAIL: opt(z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address'))),
  PUBLIC_BASE_URL: opt(httpUrl),
  KAKAO_CLIENT_ID: opt(z.string()),
  KAKAO_CLIENT_SECRET: opt(z.string()),
  KAKAO_REDIRECT_URI: opt(httpUrl),
  KAKAO_AUTH_URL: opt(httpUrl),
  KAKAO_TOKEN_URL: opt(httpUrl),
  KAKAO_PROFILE_URL: opt(httpUrl),
  /** KakaoTalk share (ARCHITECTURE "KakaoTalk share"): the app's JavaScript key, the SDK's URL and its SRI hash. */
  KAKAO_JS_KEY: opt(z.string().trim().min(1, 'must not be empty')),
  KAKAO_SDK_URL: opt(z.url({ protocol: /^https$/, error: 'must be an https URL' })),
  KAKAO_SDK_INTEGRITY: opt(
    z
      .string()
      .trim()
      .regex(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/, 'must be an SRI hash (sha384-…)'),
  ),
  GOOGLE_CLIENT_ID: opt(z.string()),
  GOOGLE_CLIENT_SECRET: opt(z.string()),
  GOOGLE_REDIRECT_URI: opt(httpUrl),
  GOOGLE_AUTH_URL: opt(httpUrl),
  GOOGLE_TOKEN_URL: opt(httpUrl),
  GOOGLE_PROFILE_URL: opt(httpUrl),
  STORAGE: opt(z.enum(['local', 's3'], 'must be local or s3')),
  S3_ENDPOINT: opt(httpUrl),
  S3_BUCKET: opt(z.string().trim()),
  S3_REGION: opt(z.string().trim()),
  S3_ACCESS_KEY_ID: opt(z.string()),
  S3_SECRET_ACCESS_KEY: opt(z.string()),
  S3_PUBLIC_BASE_URL: opt(httpUrl),
  GUEST_REMOTE_URL: opt(manifestUrl),
  HOST_REMOTE_URL: opt(manifestUrl),
  ADMIN_REMOTE_URL: opt(manifestUrl),
  WEB_DIST_DIR: opt(z.string()),
  SSR_DIST_DIR: opt(z.string()),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be one of fatal, error, warn, info, debug, trace, silent')),
  CORS_ORIGINS: opt(origins),
  TRUST_PROXY: opt(trustProxy),
  PIN_PEPPER: opt(secret32),
  /** Earlier peppers (comma-separated), still accepted for existing PINs, which are then re-keyed. */
  PIN_PEPPER_PREVIOUS: opt(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((p) => Buffer.byteLength(p, 'utf8') >= 32), 'every pepper must be at least 32 bytes'),
  ),
  RATE_LIMIT_PER_MINUTE: opt(intIn(1, 1_000_000)),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: opt(intIn(1, 1_000_000)),
  NEWS_READ_RATE_LIMIT_PER_MINUTE: opt(intIn(0, 100_000_000)),
  NEWS_READ_RATE_LIMIT_SYNC_MS: opt(intIn(10, 60_000)),
  EVENT_CACHE_SIZE: opt(intIn(0, 10_000_000)),
  EVENT_CACHE_TTL_MS: opt(intIn(100, 86_400_000)),
  ARGON2_MEMORY_KIB: opt(intIn(1024, 4_194_304)),
  ARGON2_TIME_COST: opt(intIn(1, 20)),
  REDIS_URL: opt(redisUrl),
  REDIS_KEY_PREFIX: opt(
    z
      .string()
      .trim()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -'),
  ),
  SHUTDOWN_GRACE_MS: opt(intIn(0, 600_000)),
  SHUTDOWN_DRAIN_DELAY_MS: opt(intIn(0, 600_000)),
  UPLOAD_SWEEP_INTERVAL_MS: opt(intIn(0, 86_400_000)),
  SMTP_URL: opt(smtpUrl),
  MAIL_FROM: opt(
    z
      .string()
      .trim()
      .regex(/@[^\s@>]+>?$/, 'must be an address such as 아기소식 <no-reply@example.com>'),
  ),
  DKIM_DOMAIN: opt(z.string().trim()),
  DKIM_SELECTOR: opt(z.string().trim()),
  DKIM_PRIVATE_KEY: opt(z.string()),
  MAIL_WORKER_INTERVAL_MS: opt(intIn(0, 3_600_000)),
  NOTIFICATION_DIGEST_INTERVAL_MS: opt(intIn(0, 3_600_000)),
  RETENTION_DAYS: opt(intIn(1, 36_500)),
  /** The legal pages' operator, privacy officer and contact (ARCHITECTURE §4.24); each optional, a warning at start when unset. */
  OPERATOR_NAME: opt(z.string().trim().max(100, 'must be at most 100 characters')),
  PRIVACY_OFFICER_NAME: opt(z.string().trim().max(100, 'must be at most 100 characters')),
  PRIVACY_CONTACT_EMAIL: opt(z.string().trim().pipe(z.email('must be an e-mail address'))),
  /** Bearer token of `GET /api/metrics` (ARCHITECTURE "Metrics"); unset: the route answers 404. */
  METRICS_TOKEN: opt(z.string().refine((v) => v.length >= 32 && !/\s/.test(v), 'must be at least 32 characters without spaces')),
  /** OTLP/HTTP collector base URL (`…/v1/traces` is appended); unset: no tracing (ARCHITECTURE "Metrics"). */
  OTEL_EXPORTER_OTLP_ENDPOINT: opt(httpUrl),
  /** Share of new traces kept, 0..1 (`tracing-config.ts`); read only with OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_TRACES_SAMPLER_ARG: opt(traceSampleRatio),
  /** Most requests traced a second per instance, 0 = no ceiling (`tracing-config.ts`); read only with OTEL_EXPORTER_OTLP_ENDPOINT. */
  TRACE_RATE_LIMIT_PER_SECOND: opt(intIn(0, 10_000)),
  /** Tests only (refused when NODE_ENV=production): private addresses the link fetch may reach (`link-fetch-allow.ts`). */
  LINK_FETCH_ALLOW: opt(
    z
      .string()
      .trim()
      .transform((v, ctx): LinkFetchAllowEntry[] => {
        const entries = parseLinkFetchAllow(v);
        if (entries) return entries;
        ctx.addIssue({ code: 'custom', message: 'must be comma-separated addresses, address:port or CIDRs such as 127.0.0.1:4010,10.0.0.0/8' });
        return z.NEVER;
      }),
  ),
  TEST_CLOCK_CONTROL: opt(z.enum(['0', '1'])),
  NODE_ENV: opt(z.string()),
});

export type RawEnv = z.infer<typeof envSchema>;
export type LogLevel = NonNullable<RawEnv['LOG_LEVEL']>;

/** OAuth client settings of one social provider (implemented by the social-login issue). */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** True when both the client id and the secret are set. */
  enabled: boolean;
}

/** Validated, resolved configuration of one API process (ARCHITECTURE §2). Paths are absolute. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded SQLite file `dataDir/babynews.sqlite`. */
  databaseUrl: string | null;
  /** HS256 key (from JWT_SECRET or DATA_DIR/jwt-secret), at least 32 bytes. */
  jwtSecret: string;
  admin: { username: string; password: string; email: string } | null;
  publicBaseUrl: string;
  kakao: OAuthProviderConfig;
  google: OAuthProviderConfig;
  storage: {
    driver: 'local' | 's3';
    s3: { endpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; publicBaseUrl?: string };
  };
  /** Manifest URL of each remote (`/remotes/<name>/mf-manifest.json` by default). */
  remotes: { guest: string; host: string; admin: string };
  /** Folder holding shell/, guest/, host/, admin/ builds. */
  webDistDir: string;
  /** Folder holding the apps' server renderers (`<app>/render.cjs`, tools/rspack/ssr.mjs); `<webDistDir>/../ssr` by default. */
  ssrDistDir: string;
  logLevel: LogLevel;
  corsOrigins: string[];
  /**
   * Fastify's `trustProxy`: false, a hop count, or proxy addresses/CIDRs (never true, ARCHITECTURE §2).
   * The per-address limits use the client address Fastify derives from it (`request.ip`).
   */
  trustProxy: false | number | string[];
  /**
   * Keys of the reservation PIN hashes (ARCHITECTURE §4.7): `current` from PIN_PEPPER or DATA_DIR/pin-pepper
   * (≥ 32 bytes); `previous` from PIN_PEPPER_PREVIOUS, accepted for existing PINs during a rotation.
   * Never logged, never in a response.
   */
  pinPepper: { current: string; previous: string[] };
  /** Per-IP requests per minute on a route (in memory). */
  rateLimitPerMinute: number;
  /** Same for the sign-in routes (loginProc, joinProc). */
  signInRateLimitPerMinute: number;
  /** Per-address reads of the public news page per minute (in memory; 0 = no limit). */
  newsReadRateLimitPerMinute: number;
  /** How often each instance flushes its news-read counts to Redis or the database and takes back the shared totals (ms). */
  newsReadRateLimitSyncMs: number;
  argon2: { memoryKiB: number; timeCost: number };
  /** Most news pages kept in the in-process read cache; 0 disables it (benchmarks of the uncached read). */
  eventCacheSize: number;
  /** Longest life of a cached news page (ms): bounds how stale another API instance's copy can be. */
  eventCacheTtlMs: number;
  /**
   * Shared counters and "news changed" events across API instances (ARCHITECTURE §2, §5 several
   * instances): `url` from REDIS_URL, `keyPrefix` from REDIS_KEY_PREFIX (default `babynews:`; tests use
   * their own). Null: one instance, rate limits in process memory, lockouts in the database.
   */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * SIGTERM (ARCHITECTURE §5 graceful shutdown): `drainDelayMs` (SHUTDOWN_DRAIN_DELAY_MS, default 0) is how long
   * the instance keeps serving while `/api/health/ready` already answers 503, so a load balancer
   * stops sending new requests; then it stops accepting and waits up to `graceMs` (SHUTDOWN_GRACE_MS,
   * default 10 000) for in-flight requests before it exits anyway (exit 1).
   */
  shutdown: { graceMs: number; drainDelayMs: number };
  /**
   * How often the sweep of abandoned uploads runs, in ms (UPLOAD_SWEEP_INTERVAL_MS, default 3 600 000 =
   * hourly; 0 turns the periodic job off), ARCHITECTURE §4.11.
   */
  uploadSweepIntervalMs: number;
  /**
   * Outgoing mail (ARCHITECTURE §2, §4.23): `smtpUrl` from SMTP_URL (null: `.eml` files under
   * DATA_DIR/mail), `from` (MAIL_FROM, default `아기소식 <no-reply@{PUBLIC_BASE_URL's host}>`) and its
   * domain (Message-IDs), `dkim` when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are all set, and
   * how often the outbox worker looks for due messages (MAIL_WORKER_INTERVAL_MS, default 5 000 ms; 0 =
   * off, for tests that deliver by hand).
   */
  mail: {
    smtpUrl: string | null;
    from: string;
    fromDomain: string;
    dkim: { domain: string; selector: string; privateKey: string } | null;
    workerIntervalMs: number;
  };
  /**
   * How often each instance looks for owners whose daily digest is due (NOTIFICATION_DIGEST_INTERVAL_MS,
   * default 60 000 ms; 0 = off, for tests that run it by hand), ARCHITECTURE §4.23.
   */
  notificationDigestIntervalMs: number;
  /**
   * Days a relative's name, contacts and messages are kept after the retention clock starts (RETENTION_DAYS,
   * default `LIMITS_CONSENT.retentionDefaultDays` = 365; a whole number 1–36 500), ARCHITECTURE §4.24.
   */
  retentionDays: number;
  /**
   * Who the terms of use and the privacy policy name (ARCHITECTURE §4.24): OPERATOR_NAME,
   * PRIVACY_OFFICER_NAME, PRIVACY_CONTACT_EMAIL; null when unset (the pages then say the operator has
   * not entered it, and the start logs a warning naming the variables).
   */
  operator: { name: string | null; privacyOfficer: string | null; contactEmail: string | null };
  /**
   * KakaoTalk share (ARCHITECTURE "KakaoTalk share"): KAKAO_JS_KEY with the SDK's URL (KAKAO_SDK_URL, default
   * Kakao's CDN copy of 2.7.4) and its SRI hash (KAKAO_SDK_INTEGRITY, required with the key); null without a
   * key (the share button then uses the phone's share sheet, else copies the link).
   */
  kakaoShare: { jsKey: string; sdkUrl: string; integrity: string } | null;
  /**
   * TEST_CLOCK_CONTROL=1: `POST /api/test/clock` moves the app's `Clock` (the browser suite moves the
   * server to 20:00 Asia/Seoul). Refused at start when NODE_ENV=production; off by default (404).
   */
  testClockControl: boolean;
  /**
   * LINK_FETCH_ALLOW (tests only; refused at start when NODE_ENV=production): addresses, address:port pairs
   * and CIDRs the outbound link fetch may reach although private (`link-fetch-allow.ts`, ARCHITECTURE
   * "Universal add"); [] when unset, as in production.
   */
  linkFetchAllow: LinkFetchAllowEntry[];
  /**
   * METRICS_TOKEN (≥ 32 characters): `GET /api/metrics` answers the Prometheus text only with
   * `Authorization: Bearer <token>`; null (unset): it answers 404 like an unknown route (ARCHITECTURE "Metrics").
   */
  metricsToken: string | null;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT and OTEL_TRACES_SAMPLER_ARG: the collector and the sampled share of the
   * OpenTelemetry traces; null (no endpoint): tracing is off, no OpenTelemetry module is loaded (ARCHITECTURE "Metrics").
   */
  tracing: TracingConfig | null;
}
