import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, KAKAO_SDK_DEFAULT_URL, loadConfig, loadTracingConfig, locateWebDist } from './load-config';

describe('loadConfig (ARCHITECTURE §2)', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'babynews-config-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string | undefined> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });
  const errorOf = (env: Record<string, string | undefined>) => {
    try {
      load(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  it('applies the documented defaults', () => {
    const c = load();
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.publicBaseUrl).toBe('http://localhost:3000');
    expect(c.remotes).toEqual({ guest: '/remotes/guest/mf-manifest.json', host: '/remotes/host/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' });
    expect(c.storage.driver).toBe('local');
    expect(c.admin).toBeNull();
    expect(c.logLevel).toBe('info');
    expect(c.corsOrigins).toEqual([]);
    expect(c.kakao).toMatchObject({ enabled: false, redirectUri: 'http://localhost:3000/kakao/oauth/redirect' });
  });

  it('generates JWT_SECRET once into DATA_DIR/jwt-secret (0600) and reuses it', () => {
    const first = load().jwtSecret;
    const file = join(dataDir, 'jwt-secret');
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load().jwtSecret).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it('prefers JWT_SECRET and refuses a short one, naming the variable', () => {
    expect(load({ JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toBe('k'.repeat(32));
    expect(errorOf({ JWT_SECRET: 'short' })).toMatch(/JWT_SECRET.*32 bytes/);
    writeFileSync(join(dataDir, 'jwt-secret'), 'tiny');
    expect(errorOf({})).toMatch(/JWT_SECRET/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ PUBLIC_BASE_URL: 'ftp://x' }, 'PUBLIC_BASE_URL'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ MAIL_FROM: '아기소식' }, 'MAIL_FROM'],
    [{ MAIL_WORKER_INTERVAL_MS: '-1' }, 'MAIL_WORKER_INTERVAL_MS'],
    [{ ADMIN_USERNAME: 'admin' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'password123' }, 'ADMIN_USERNAME'],
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ STORAGE: 'ftp' }, 'STORAGE'],
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CORS_ORIGINS: 'https://a.example/path' }, 'CORS_ORIGINS'],
    [{ GUEST_REMOTE_URL: 'remotes/guest' }, 'GUEST_REMOTE_URL'],
    [{ ARGON2_MEMORY_KIB: '1' }, 'ARGON2_MEMORY_KIB'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ PIN_PEPPER: 'short' }, 'PIN_PEPPER'],
    [{ PIN_PEPPER_PREVIOUS: 'short' }, 'PIN_PEPPER_PREVIOUS'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://cache:6379/db' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX'],
    [{ SHUTDOWN_GRACE_MS: '-1' }, 'SHUTDOWN_GRACE_MS'],
    [{ SHUTDOWN_DRAIN_DELAY_MS: '1h' }, 'SHUTDOWN_DRAIN_DELAY_MS'],
    [{ UPLOAD_SWEEP_INTERVAL_MS: '1h' }, 'UPLOAD_SWEEP_INTERVAL_MS'],
    [{ UPLOAD_SWEEP_INTERVAL_MS: '86400001' }, 'UPLOAD_SWEEP_INTERVAL_MS'],
    [{ RETENTION_DAYS: '0' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: '1.5' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: '-30' }, 'RETENTION_DAYS'],
    [{ PRIVACY_CONTACT_EMAIL: 'privacy at babynews' }, 'PRIVACY_CONTACT_EMAIL'],
    [{ OPERATOR_NAME: 'x'.repeat(101) }, 'OPERATOR_NAME'],
  ])('refuses %j naming %s', (env, name) => {
    expect(errorOf(env)).toContain(name);
  });

  it("OPERATOR_NAME, PRIVACY_OFFICER_NAME, PRIVACY_CONTACT_EMAIL: the legal pages' operator, null when unset (ARCHITECTURE §4.24)", () => {
    expect(load().operator).toEqual({ name: null, privacyOfficer: null, contactEmail: null });
    expect(load({ OPERATOR_NAME: ' 주식회사 아기소식 ', PRIVACY_OFFICER_NAME: '김보호', PRIVACY_CONTACT_EMAIL: 'privacy@babynews.example' }).operator).toEqual({
      name: '주식회사 아기소식',
      privacyOfficer: '김보호',
      contactEmail: 'privacy@babynews.example',
    });
    expect(errorOf({ PRIVACY_CONTACT_EMAIL: 'privacy@' })).toBe('Invalid configuration: PRIVACY_CONTACT_EMAIL must be an e-mail address');
  });

  it('KAKAO_JS_KEY, KAKAO_SDK_URL, KAKAO_SDK_INTEGRITY: KakaoTalk share, null without a key; the key needs the SRI hash (ARCHITECTURE "KakaoTalk share")', () => {
    expect(load().kakaoShare).toBeNull();
    const integrity = 'sha384-frWlKa4/kOTERcOhSSrFRgBVnIAN15IDQtTc7zG0SLln4otycLf4cXf6+vp6SkRn';
    expect(load({ KAKAO_JS_KEY: 'js-key', KAKAO_SDK_INTEGRITY: integrity }).kakaoShare).toEqual({ jsKey: 'js-key', sdkUrl: KAKAO_SDK_DEFAULT_URL, integrity });
    expect(load({ KAKAO_JS_KEY: 'js-key', KAKAO_SDK_URL: 'https://sdk.example/kakao.js', KAKAO_SDK_INTEGRITY: integrity }).kakaoShare?.sdkUrl).toBe(
      'https://sdk.example/kakao.js',
    );
    expect(errorOf({ KAKAO_JS_KEY: 'js-key' })).toContain('KAKAO_SDK_INTEGRITY is required when KAKAO_JS_KEY is set');
    expect(errorOf({ KAKAO_JS_KEY: 'js-key', KAKAO_SDK_INTEGRITY: 'md5-abc' })).toContain('KAKAO_SDK_INTEGRITY');
    expect(errorOf({ KAKAO_JS_KEY: 'js-key', KAKAO_SDK_INTEGRITY: integrity, KAKAO_SDK_URL: 'http://sdk.example/kakao.js' })).toContain('KAKAO_SDK_URL');
  });

  it('METRICS_TOKEN: null when unset (the scrape answers 404), at least 32 characters without spaces (ARCHITECTURE "Metrics")', () => {
    expect(load().metricsToken).toBeNull();
    expect(load({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(errorOf({ METRICS_TOKEN: 'm'.repeat(31) })).toContain('METRICS_TOKEN');
    expect(errorOf({ METRICS_TOKEN: `${'m'.repeat(32)} x` })).toContain('METRICS_TOKEN');
  });

  it('OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_TRACES_SAMPLER_ARG, TRACE_RATE_LIMIT_PER_SECOND: tracing off (null) unless the endpoint is an http(s) URL; ratio 0..1, default 0.1; at most 10 traces a second by default (ARCHITECTURE "Metrics")', () => {
    expect(load().tracing).toBeNull();
    expect(load({ OTEL_TRACES_SAMPLER_ARG: '0.5' }).tracing).toBeNull();
    expect(load({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      sampleRatio: 0.1,
      maxPerSecond: 10,
    });
    for (const [arg, limit] of [
      ['0', 0],
      ['25', 25],
      ['10000', 10_000],
    ] as const)
      expect(load({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', TRACE_RATE_LIMIT_PER_SECOND: arg }).tracing?.maxPerSecond).toBe(limit);
    expect(errorOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', TRACE_RATE_LIMIT_PER_SECOND: '10001' })).toBe(
      'Invalid configuration: TRACE_RATE_LIMIT_PER_SECOND must be between 0 and 10000',
    );
    expect(errorOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', TRACE_RATE_LIMIT_PER_SECOND: '1.5' })).toBe(
      'Invalid configuration: TRACE_RATE_LIMIT_PER_SECOND must be a whole number',
    );
    for (const [arg, ratio] of [
      ['0', 0],
      ['1', 1],
      ['0.25', 0.25],
      ['.5', 0.5],
      ['1.0', 1],
    ] as const)
      expect(load({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_SAMPLER_ARG: arg }).tracing?.sampleRatio).toBe(ratio);
    expect(errorOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
    for (const arg of ['1.5', '-0.1', 'half', '10%', '0,5'])
      expect(errorOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_SAMPLER_ARG: arg })).toBe(
        'Invalid configuration: OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (the share of new traces kept, e.g. 0.1)',
      );
    // The preload's reading: the same rules, no side effects; invalid or unset is null (loadConfig then reports it).
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example', OTEL_TRACES_SAMPLER_ARG: '1' })).toEqual({
      endpoint: 'https://collector.example',
      sampleRatio: 1,
      maxPerSecond: 10,
    });
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example', OTEL_TRACES_SAMPLER_ARG: '2' })).toBeNull();
    expect(loadTracingConfig({})).toBeNull();
  });

  it('TRUST_PROXY: false by default; false, a hop count or addresses/CIDRs (ARCHITECTURE §2)', () => {
    expect(load().trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(load({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('TRUST_PROXY=true is refused with the reason (any client could choose its address)', () => {
    for (const value of ['true', 'TRUE', ' yes ']) expect(errorOf({ TRUST_PROXY: value })).toMatch(/TRUST_PROXY .*true would trust any client/);
  });

  it('REDIS_URL and the shutdown timings: unset means one instance and the documented defaults (ARCHITECTURE §2, §5)', () => {
    expect(load().redis).toBeNull();
    expect(load().shutdown).toEqual({ graceMs: 10_000, drainDelayMs: 0 });
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379/3' }).redis).toEqual({ url: 'redis://127.0.0.1:6379/3', keyPrefix: 'babynews:' });
    expect(load({ REDIS_URL: 'rediss://u:p@cache.example', REDIS_KEY_PREFIX: 'bn-test:1:' }).redis).toEqual({
      url: 'rediss://u:p@cache.example',
      keyPrefix: 'bn-test:1:',
    });
    expect(load({ SHUTDOWN_GRACE_MS: '2500', SHUTDOWN_DRAIN_DELAY_MS: '500' }).shutdown).toEqual({ graceMs: 2500, drainDelayMs: 500 });
  });

  it('UPLOAD_SWEEP_INTERVAL_MS: hourly by default, 0 turns the sweep of abandoned uploads off (ARCHITECTURE §4.11)', () => {
    expect(load().uploadSweepIntervalMs).toBe(3_600_000);
    expect(load({ UPLOAD_SWEEP_INTERVAL_MS: '600000' }).uploadSweepIntervalMs).toBe(600_000);
    expect(load({ UPLOAD_SWEEP_INTERVAL_MS: '0' }).uploadSweepIntervalMs).toBe(0);
  });

  it('RETENTION_DAYS: 365 by default, any positive whole number of days (ARCHITECTURE §4.24)', () => {
    expect(load().retentionDays).toBe(365);
    expect(load({ RETENTION_DAYS: '30' }).retentionDays).toBe(30);
  });

  it('PIN_PEPPER: from the environment, else generated once into DATA_DIR/pin-pepper (0600); the error never shows the value', () => {
    const pepper = 'p'.repeat(40);
    expect(load({ PIN_PEPPER: pepper, PIN_PEPPER_PREVIOUS: `${'o'.repeat(32)}, ${'q'.repeat(33)}` }).pinPepper).toEqual({
      current: pepper,
      previous: ['o'.repeat(32), 'q'.repeat(33)],
    });
    const generated = load().pinPepper;
    expect(Buffer.byteLength(generated.current)).toBeGreaterThanOrEqual(32);
    expect(generated.previous).toEqual([]);
    expect(statSync(join(dataDir, 'pin-pepper')).mode & 0o777).toBe(0o600);
    expect(load().pinPepper.current).toBe(generated.current);
    expect(generated.current).not.toBe(load().jwtSecret);
    expect(errorOf({ PIN_PEPPER: 'secret-but-short' })).not.toContain('secret-but-short');
  });

  it('several processes starting at once on one DATA_DIR end with one pepper and one JWT secret', async () => {
    const script = `const { loadConfig } = require(${JSON.stringify(join(__dirname, 'load-config.ts'))}); const c = loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)} }); process.stdout.write(JSON.stringify([c.pinPepper.current, c.jwtSecret]));`;
    const { execFile } = await import('node:child_process');
    const run = () =>
      new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', '-e', script], { cwd: join(__dirname, '../../../..') }, (err, stdout) =>
          err ? reject(err) : resolve(stdout),
        ),
      );
    const outputs = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(outputs).size).toBe(1);
    const [pepper, jwt] = JSON.parse(outputs[0]);
    expect(readFileSync(join(dataDir, 'pin-pepper'), 'utf8').trim()).toBe(pepper);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(jwt);
  }, 60_000);

  it('parses the optional settings', () => {
    const c = load({
      PORT: '4000',
      DATABASE_URL: 'mysql://u:p%40ss@db.example:3307/babynews',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'password123',
      PUBLIC_BASE_URL: 'https://babynews.example/',
      KAKAO_CLIENT_ID: 'id',
      KAKAO_CLIENT_SECRET: 'secret',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ADMIN_REMOTE_URL: 'https://cdn.example/admin/mf-manifest.json',
      STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'r',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      EMPTY_IS_UNSET: '',
      LOG_LEVEL: '',
    });
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBe('mysql://u:p%40ss@db.example:3307/babynews');
    expect(c.admin).toEqual({ username: 'boss', password: 'password123', email: 'boss@admin.babynews.local' });
    expect(c.publicBaseUrl).toBe('https://babynews.example');
    expect(c.kakao.enabled).toBe(true);
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.remotes.admin).toBe('https://cdn.example/admin/mf-manifest.json');
    expect(c.storage).toMatchObject({ driver: 's3', s3: { bucket: 'b', region: 'r' } });
    expect(c.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(c.logLevel).toBe('info');
  });

  it('finds <repo>/dist/apps from the bundle folder and from the sources', () => {
    const repo = mkdtempSync(join(tmpdir(), 'babynews-repo-'));
    try {
      writeFileSync(join(repo, 'nx.json'), '{}');
      expect(locateWebDist([join(repo, 'dist', 'services', 'api')])).toBe(join(repo, 'dist', 'apps'));
      expect(locateWebDist([join(repo, 'services', 'api', 'src', 'config')])).toBe(join(repo, 'dist', 'apps'));
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
