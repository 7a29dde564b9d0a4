import { spawnSync } from 'node:child_process';

/** Server URL (no database) of the MariaDB/MySQL used by the integration tests. */
export const MYSQL_TEST_URL = process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306';

/** Env var through which the jest global setup hands its probe result to the test files. */
export const STATUS_VAR = 'BABYNEWS_TEST_MARIADB';

/** 'up' when a connection to MYSQL_TEST_URL succeeds within 3 s, else 'down: <reason>'. */
export async function probeMariaDb(): Promise<string> {
  const mysql = await import('mysql2/promise');
  try {
    const conn = await mysql.createConnection({ uri: MYSQL_TEST_URL, connectTimeout: 3000 });
    await conn.query('SELECT 1');
    await conn.end();
    return 'up';
  } catch (err) {
    return `down: ${(err as Error).message}`;
  }
}

/** Same probe, synchronously in a child process (when a test file runs without the global setup). */
export function probeMariaDbSync(): string {
  const script = `require('mysql2/promise').createConnection({uri: ${JSON.stringify(MYSQL_TEST_URL)}, connectTimeout: 3000})
    .then(c => c.query('SELECT 1').then(() => c.end())).then(() => console.log('up'), e => console.log('down: ' + e.message))`;
  const out = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
  return out.stdout.trim() || `down: ${out.stderr.trim() || 'probe failed'}`;
}

/** True under CI (CI=true or CI=1): MariaDB is then mandatory. */
export const isCi = () => process.env.CI === 'true' || process.env.CI === '1';

/** Message of the loud failure demanded when CI=true and MariaDB is missing. */
export function mariaDbRequiredMessage(status: string): string {
  return `MariaDB is required when CI=true but ${MYSQL_TEST_URL} is unreachable (${status}). Start it ('bash .ci/run' starts it) or set MYSQL_TEST_URL.`;
}
