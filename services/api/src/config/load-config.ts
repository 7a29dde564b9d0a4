import { LIMITS_CONSENT } from '@babynews/contracts';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { envSchema, type AppConfig, type RawEnv } from './config.schema';
import { readOrCreateSecret, SecretFileError } from './data-dir-secret';
import { DEFAULT_TRACE_RATE_LIMIT_PER_SECOND, DEFAULT_TRACE_SAMPLE_RATIO, type TracingConfig } from './tracing-config';

/** Thrown when the environment is invalid; `message` names the variable (ARCHITECTURE §2). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const JWT_SECRET_FILE = 'jwt-secret';
const PIN_PEPPER_FILE = 'pin-pepper';

/**
 * Validates `env` (usually `process.env`) and resolves defaults: DATA_DIR is created, a missing
 * JWT_SECRET is generated once into DATA_DIR/jwt-secret (mode 0600) and reused afterwards; so is a
 * missing PIN_PEPPER (DATA_DIR/pin-pepper, ARCHITECTURE §4.7).
 * @throws ConfigError naming the first bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.') || 'environment'} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  checkPairs(e);

  const port = e.PORT ?? 3000;
  const dataDir = resolve(e.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? `http://localhost:${port}`;

  const webDistDir = e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : locateWebDist();
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? dataDirSecret(dataDir, JWT_SECRET_FILE, 'JWT_SECRET'),
    pinPepper: { current: e.PIN_PEPPER ?? dataDirSecret(dataDir, PIN_PEPPER_FILE, 'PIN_PEPPER'), previous: e.PIN_PEPPER_PREVIOUS ?? [] },
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@admin.babynews.local` }
        : null,
    publicBaseUrl,
    kakao: provider(e.KAKAO_CLIENT_ID, e.KAKAO_CLIENT_SECRET, {
      redirectUri: e.KAKAO_REDIRECT_URI ?? `${publicBaseUrl}/kakao/oauth/redirect`,
      authUrl: e.KAKAO_AUTH_URL ?? 'https://kauth.kakao.com/oauth/authorize',
      tokenUrl: e.KAKAO_TOKEN_URL ?? 'https://kauth.kakao.com/oauth/token',
      profileUrl: e.KAKAO_PROFILE_URL ?? 'https://kapi.kakao.com/v2/user/me',
    }),
    google: provider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, {
      redirectUri: e.GOOGLE_REDIRECT_URI ?? `${publicBaseUrl}/google/oauth/redirect`,
      authUrl: e.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      profileUrl: e.GOOGLE_PROFILE_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
    }),
    storage: {
      driver: e.STORAGE ?? 'local',
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        publicBaseUrl: e.S3_PUBLIC_BASE_URL,
      },
    },
    remotes: {
      guest: e.GUEST_REMOTE_URL ?? '/remotes/guest/mf-manifest.json',
      host: e.HOST_REMOTE_URL ?? '/remotes/host/mf-manifest.json',
      admin: e.ADMIN_REMOTE_URL ?? '/remotes/admin/mf-manifest.json',
    },
    webDistDir,
    ssrDistDir: e.SSR_DIST_DIR ? resolve(e.SSR_DIST_DIR) : join(webDistDir, '..', 'ssr'),
    logLevel: e.LOG_LEVEL ?? 'info',
    corsOrigins: e.CORS_ORIGINS ?? [],
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 600,
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE ?? 30,
    newsReadRateLimitPerMinute: e.NEWS_READ_RATE_LIMIT_PER_MINUTE ?? 1200,
    newsReadRateLimitSyncMs: e.NEWS_READ_RATE_LIMIT_SYNC_MS ?? 1000,
    argon2: { memoryKiB: e.ARGON2_MEMORY_KIB ?? 19_456, timeCost: e.ARGON2_TIME_COST ?? 2 },
    eventCacheSize: e.EVENT_CACHE_SIZE ?? 10_000,
    eventCacheTtlMs: e.EVENT_CACHE_TTL_MS ?? 5_000,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX ?? 'babynews:' } : null,
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS ?? 10_000, drainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS ?? 0 },
    uploadSweepIntervalMs: e.UPLOAD_SWEEP_INTERVAL_MS ?? 3_600_000,
    mail: mailConfig(e, publicBaseUrl),
    notificationDigestIntervalMs: e.NOTIFICATION_DIGEST_INTERVAL_MS ?? 60_000,
    retentionDays: e.RETENTION_DAYS ?? LIMITS_CONSENT.retentionDefaultDays,
    operator: { name: e.OPERATOR_NAME ?? null, privacyOfficer: e.PRIVACY_OFFICER_NAME ?? null, contactEmail: e.PRIVACY_CONTACT_EMAIL ?? null },
    kakaoShare: e.KAKAO_JS_KEY ? { jsKey: e.KAKAO_JS_KEY, sdkUrl: e.KAKAO_SDK_URL ?? KAKAO_SDK_DEFAULT_URL, integrity: e.KAKAO_SDK_INTEGRITY! } : null,
    testClockControl: e.TEST_CLOCK_CONTROL === '1',
    linkFetchAllow: e.LINK_FETCH_ALLOW ?? [],
    metricsToken: e.METRICS_TOKEN ?? null,
    tracing: tracingConfig(e),
  };
}

/**
 * The tracing variables alone (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_TRACES_SAMPLER_ARG), for the tracing preload
 * that runs before the application is loaded (`metrics/tracing-preload.ts`, ARCHITECTURE "Metrics"): null
 * when the endpoint is unset, or when either variable is invalid (`loadConfig` then refuses to start with
 * the message naming it). No side effects (no DATA_DIR, no secrets).
 */
export function loadTracingConfig(env: Record<string, string | undefined>): TracingConfig | null {
  const parsed = envSchema.pick({ OTEL_EXPORTER_OTLP_ENDPOINT: true, OTEL_TRACES_SAMPLER_ARG: true, TRACE_RATE_LIMIT_PER_SECOND: true }).safeParse(env);
  return parsed.success ? tracingConfig(parsed.data) : null;
}

function tracingConfig(e: Pick<RawEnv, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_TRACES_SAMPLER_ARG' | 'TRACE_RATE_LIMIT_PER_SECOND'>): TracingConfig | null {
  if (!e.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  return {
    endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    sampleRatio: e.OTEL_TRACES_SAMPLER_ARG ?? DEFAULT_TRACE_SAMPLE_RATIO,
    maxPerSecond: e.TRACE_RATE_LIMIT_PER_SECOND ?? DEFAULT_TRACE_RATE_LIMIT_PER_SECOND,
  };
}

/** Kakao's CDN copy of the JavaScript SDK the share button loads by default (its SRI hash comes from KAKAO_SDK_INTEGRITY). */
export const KAKAO_SDK_DEFAULT_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

/** `AppConfig.mail` from SMTP_URL, MAIL_FROM, DKIM_* and MAIL_WORKER_INTERVAL_MS. */
function mailConfig(e: RawEnv, publicBaseUrl: string): AppConfig['mail'] {
  const from = e.MAIL_FROM ?? `아기소식 <no-reply@${new URL(publicBaseUrl).hostname}>`;
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? new URL(publicBaseUrl).hostname;
  return {
    smtpUrl: e.SMTP_URL ?? null,
    from,
    fromDomain,
    dkim: e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY ? { domain: e.DKIM_DOMAIN, selector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY } : null,
    workerIntervalMs: e.MAIL_WORKER_INTERVAL_MS ?? 5_000,
  };
}

/** Variables that only make sense together. */
function checkPairs(e: RawEnv): void {
  if (!!e.ADMIN_USERNAME !== !!e.ADMIN_PASSWORD) {
    const missing = e.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
    throw new ConfigError(`Invalid configuration: ${missing} must be set together with ${missing === 'ADMIN_PASSWORD' ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD'}`);
  }
  if (e.TEST_CLOCK_CONTROL === '1' && e.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration: TEST_CLOCK_CONTROL must not be set when NODE_ENV=production');
  if (e.LINK_FETCH_ALLOW && e.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration: LINK_FETCH_ALLOW must not be set when NODE_ENV=production (it lets the link fetch reach private addresses)');
  if (e.KAKAO_JS_KEY && !e.KAKAO_SDK_INTEGRITY)
    throw new ConfigError('Invalid configuration: KAKAO_SDK_INTEGRITY is required when KAKAO_JS_KEY is set (the SDK is loaded with its SRI hash)');
  if (e.STORAGE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
      if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when STORAGE=s3`);
    }
  }
}

function provider(clientId: string | undefined, clientSecret: string | undefined, urls: Omit<AppConfig['kakao'], 'clientId' | 'clientSecret' | 'enabled'>) {
  return { clientId: clientId ?? '', clientSecret: clientSecret ?? '', ...urls, enabled: !!clientId && !!clientSecret };
}

/** `readOrCreateSecret` with its error as a ConfigError. */
function dataDirSecret(dataDir: string, fileName: string, variable: string): string {
  try {
    return readOrCreateSecret(dataDir, fileName, variable);
  } catch (err) {
    if (err instanceof SecretFileError) throw new ConfigError(err.message);
    throw err;
  }
}

/**
 * Finds `<repo>/dist/apps` from the bundle's folder (dist/services/api) or from the sources
 * (services/api/src/config), falling back to the working directory.
 */
export function locateWebDist(starts: string[] = [__dirname, process.cwd()]): string {
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      if (existsSync(join(dir, 'dist', 'apps'))) return join(dir, 'dist', 'apps');
      if (existsSync(join(dir, 'nx.json'))) return join(dir, 'dist', 'apps');
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return resolve('dist', 'apps');
}
