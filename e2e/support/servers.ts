import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** First port of the suite's servers (E2E_PORT_BASE, default 3101): lets two runs share a machine. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3101);

/** The two servers the browser suite runs against: same build, different database. */
export const SERVERS = [
  { name: 'sqlite', port: PORT_BASE, baseUrl: `http://127.0.0.1:${PORT_BASE}` },
  { name: 'mariadb', port: PORT_BASE + 1, baseUrl: `http://127.0.0.1:${PORT_BASE + 1}` },
] as const;
export type ServerName = (typeof SERVERS)[number]['name'];

export const E2E_ADMIN = { username: 'e2eadmin', password: 'e2e-admin-password-1' };

/** The operator the legal pages name (OPERATOR_NAME, PRIVACY_OFFICER_NAME, PRIVACY_CONTACT_EMAIL of the suite's servers). */
export const E2E_OPERATOR = { name: '아기소식 시험 운영자', privacyOfficer: '김보호', contactEmail: 'privacy@babynews.test' };

const repoRoot = resolve(__dirname, '../..');

export interface RunningServer {
  stop(): Promise<void>;
}

/**
 * Starts `dist/services/api/main.js` on `port` with a fresh DATA_DIR (and DATABASE_URL when given)
 * and resolves once `/api/health/ready` answers 200. Throws after 60 s with the server's output.
 */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `babynews-e2e-${port}-`));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'dist/services/api/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      OPERATOR_NAME: E2E_OPERATOR.name,
      PRIVACY_OFFICER_NAME: E2E_OPERATOR.privacyOfficer,
      PRIVACY_CONTACT_EMAIL: E2E_OPERATOR.contactEmail,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-20_000)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} not ready after 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
