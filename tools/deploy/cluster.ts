import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '../../libs/contracts/src/api/route';
import { healthLiveRoute, healthReadyRoute } from '../../libs/contracts/src/health/routes';
import { renderNginxConfig } from './render';

/** Repository root (tools/deploy/..). */
export const ROOT = join(__dirname, '..', '..');
/** The production bundle of the API the instances run (DEPLOY_API_BUNDLE: a snapshot elsewhere in the repository). */
export const API_BUNDLE = process.env.DEPLOY_API_BUNDLE ?? join(ROOT, 'dist', 'services', 'api', 'main.js');
export const MYSQL_URL = process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306';
export const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/0';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh MariaDB database for one scenario; `drop()` removes it. */
export async function createDatabase(): Promise<{ name: string; drop(): Promise<void> }> {
  const mysql = await import('mysql2/promise');
  const name = `babynews_deploy_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: MYSQL_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    name,
    drop: async () => {
      const conn = await mysql.createConnection({ uri: MYSQL_URL });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/** One API process (`node dist/services/api/main.js`). */
export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** stdout + stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process ended. */
  readonly exited: Promise<number | string>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Environment every instance of one deployment shares: one JWT secret, one PIN pepper (ARCHITECTURE §2). */
export function sharedEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    JWT_SECRET: randomBytes(32).toString('hex'),
    PIN_PEPPER: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    PUBLIC_BASE_URL: 'http://babynews.deploy.test',
    ...extra,
  };
}

/** Starts one instance on a free port with its own DATA_DIR; does not wait for readiness. */
export async function spawnInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  let out = '';
  const dataDir = mkdtempSync(join(tmpdir(), `babynews-${name}-`));
  const child = spawn(process.execPath, [API_BUNDLE], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      TZ: 'UTC',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal ?? -1);
    }),
  );
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until `GET url/api/health/ready` answers 200; throws with the instance's output after `timeoutMs`. */
export async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.output()}`);
    try {
      if ((await fetch(`${instance.url}${API_PREFIX}${healthReadyRoute.path}`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`${instance.name} not ready within ${timeoutMs} ms:\n${instance.output()}`);
    await sleep(200);
  }
}

/** nginx in front of `upstreams` (`host:port`), on a free port, serving `webDist`. */
export interface Balancer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts Debian's nginx with `tools/deploy/nginx.conf.template` (own prefix, never the system service). */
export async function startNginx(upstreams: string[], webDist: string): Promise<Balancer> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'babynews-nginx-'));
  chmodSync(prefix, 0o755); // nginx's workers (another user when started as root) write their temp files here
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, temp));
    chmodSync(join(prefix, temp), 0o777);
  }
  // A copy of the build under the prefix: the checkout itself may sit in a folder nginx's workers cannot
  // read (e.g. a `mktemp -d` clone, mode 700), while the prefix is 755 and the copy keeps umask modes.
  const servedDist = join(prefix, 'web');
  cpSync(webDist, servedDist, { recursive: true });
  const conf = renderNginxConfig({ prefix, listen: `127.0.0.1:${port}`, upstreams, webDist: servedDist });
  const check = spawnSync(nginxBinary()!, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginxBinary()!, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}${API_PREFIX}${healthLiveRoute.path}`);
      break;
    } catch {
      if (i > 50) throw new Error(`nginx did not start:\n${err}`);
      await sleep(100);
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Path of nginx, or null when it is not installed. */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}
