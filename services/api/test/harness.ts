import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createApiClient,
  createFactories,
  encodeRequest,
  headerRecord,
  parseJson,
  withQuery,
  type ApiClient,
  type Factories,
  type Transport,
} from '@babynews/testing';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '../src/app.factory';
import type { AppConfig } from '../src/config/config.schema';
import { loadConfig } from '../src/config/load-config';
import { isCi, mariaDbRequiredMessage, MYSQL_TEST_URL, probeMariaDbSync, STATUS_VAR } from './mariadb';

export type DbKind = 'sqlite' | 'mariadb';

let warned = false;

/**
 * Databases every integration suite runs on: SQLite always; MariaDB when reachable. With CI=true an
 * unreachable MariaDB throws (the suite fails loudly); otherwise a warning and SQLite only.
 * Use as `describe.each(testDatabases())('... on %s', (db) => ...)`.
 */
export function testDatabases(): DbKind[] {
  const fromGlobalSetup = process.env[STATUS_VAR] !== undefined;
  const status = (process.env[STATUS_VAR] ??= probeMariaDbSync());
  if (status === 'up') return ['sqlite', 'mariadb'];
  if (isCi()) throw new Error(mariaDbRequiredMessage(status));
  // The global setup already printed the warning once for the whole run.
  if (!warned && !fromGlobalSetup) console.warn(`[api tests] MariaDB unreachable (${status}): SQLite only.`);
  warned = true;
  return ['sqlite'];
}

/**
 * `describe.each` over MariaDB alone, for the suites that exist only for it (several instances on one
 * database, a proxied connection): when MariaDB is unreachable outside CI the suite is reported as
 * skipped instead of failing on jest's empty `describe.each` table; with CI=true `testDatabases` throws.
 */
export function describeOnMariaDb(title: string, fn: (kind: DbKind) => void): void {
  if (testDatabases().includes('mariadb')) describe.each(['mariadb' as const])(title, fn);
  else describe.skip(title.replace('%s', 'mariadb'), () => it('needs MariaDB', () => undefined));
}

/** A fresh database: a temp DATA_DIR (SQLite file, JWT secret) and for MariaDB a new schema. */
export interface TestDatabase {
  kind: DbKind;
  env: Record<string, string>;
  /** Drops the MariaDB schema and deletes DATA_DIR. */
  drop(): Promise<void>;
  /** MariaDB: how many server connections use this schema now (SQLite: always 0). */
  openConnections(): Promise<number>;
}

export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'babynews-api-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dropSchema = async () => {};
  let openConnections = async () => 0;
  if (kind === 'mariadb') {
    const mysql = await import('mysql2/promise');
    const name = `babynews_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await mysql.createConnection({ uri: MYSQL_TEST_URL });
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    env.DATABASE_URL = `${MYSQL_TEST_URL.replace(/\/+$/, '')}/${name}`;
    dropSchema = async () => {
      const conn = await mysql.createConnection({ uri: MYSQL_TEST_URL });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    };
    openConnections = async () => {
      const conn = await mysql.createConnection({ uri: MYSQL_TEST_URL });
      const [rows] = await conn.query('SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = ?', [name]);
      await conn.end();
      return Number((rows as Array<{ n: number | string }>)[0].n);
    };
  }
  return {
    kind,
    env,
    openConnections,
    drop: async () => {
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fake dist/apps: shell index.html with default og tags, a hashed asset, remotes' entries. */
export function createWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'babynews-web-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  write(
    'shell/index.html',
    // the shape rspack's HtmlRspackPlugin writes: the entry as a deferred script in <head>
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>아기소식</title><meta property="og:title" content="아기소식"><script defer src="/assets/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
  );
  write('shell/assets/main.0123abcd.js', 'console.log("shell")');
  write('shell/og-default.png', 'png');
  for (const name of ['guest', 'host', 'admin']) {
    write(`${name}/mf-manifest.json`, '{"name":"' + name + '"}');
    write(`${name}/remoteEntry.js`, 'var remote = 1;');
    write(`${name}/static/js/page.89abcdef.js`, 'var page = 1;');
  }
  return dir;
}

/** Environment every test app gets: cheap argon2, silent logs, no throttling surprises. */
export const BASE_TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  RATE_LIMIT_PER_MINUTE: '100000',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_BASE_URL: 'https://babynews.test',
  // The outbox worker's timer is off: the mail suites deliver with `MailWorker.deliverDue()` (ARCHITECTURE §4.23).
  MAIL_WORKER_INTERVAL_MS: '0',
  // The daily digest's timer too: the notification suites run `NotificationScheduler.runDue()` by hand.
  NOTIFICATION_DIGEST_INTERVAL_MS: '0',
  // The apps' server renderers from their sources (test/ssr/<app>/render.cjs), not from a build.
  SSR_DIST_DIR: join(__dirname, 'ssr'),
};

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  close(): Promise<void>;
}

/** Boots `createApp` with BASE_TEST_ENV + `env` (captures logs into `logs` when given). */
export async function startApp(env: Record<string, string>, logs?: string[]): Promise<TestApp> {
  const config = loadConfig({ ...BASE_TEST_ENV, ...env });
  const logStream = logs
    ? new Writable({
        write(chunk, _enc, done) {
          logs.push(String(chunk));
          done();
        },
      })
    : undefined;
  const app = await createApp(config, { logStream });
  await app.getHttpAdapter().getInstance().ready();
  return { app, config, close: () => app.close() };
}

/** Suite helper: a fresh database + fake web dist + running app for the whole describe block. */
export interface SuiteContext {
  readonly t: TestApp;
  readonly db: TestDatabase;
  readonly webDist: string;
  /** Closes the app and boots a new one on the same database (restart). */
  restart(extraEnv?: Record<string, string>): Promise<TestApp>;
}

export function useTestApp(kind: DbKind, extraEnv: Record<string, string> = {}): SuiteContext {
  let t: TestApp | undefined;
  let db: TestDatabase | undefined;
  let webDist = '';
  const envFor = (more: Record<string, string> = {}) => ({ WEB_DIST_DIR: webDist, ...db!.env, ...extraEnv, ...more });
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    webDist = createWebDist();
    t = await startApp(envFor());
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });
  return {
    get t() {
      return t!;
    },
    get db() {
      return db!;
    },
    get webDist() {
      return webDist;
    },
    async restart(more) {
      await t?.close();
      t = await startApp(envFor(more));
      return t;
    },
  };
}

/**
 * The shared test client's transport over Fastify `app.inject` (no socket): the same requests the
 * e2e transports send over HTTP (`@babynews/testing`), from client address `remoteAddress` (Fastify's
 * default 127.0.0.1 when not given; the per-address limits count by it).
 */
export function injectTransport(app: NestFastifyApplication, remoteAddress?: string): Transport {
  return {
    async request(method, path, request = {}) {
      const { headers, payload } = encodeRequest(request);
      const res = await app.inject({ method, url: withQuery(path, request.query), headers, payload, ...(remoteAddress ? { remoteAddress } : {}) });
      return { status: res.statusCode, body: parseJson(res.body), text: res.body, headers: headerRecord(res.headers) };
    },
  };
}

/** The typed API client and the factories of `@babynews/testing` bound to this test app. */
export function testKit(t: TestApp): { api: ApiClient; make: Factories } {
  const api = createApiClient(injectTransport(t.app));
  return { api, make: createFactories(api) };
}
