import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** Root URL of the MariaDB server the suites use (MYSQL_TEST_URL overrides it). */
export const MYSQL_ROOT_URL = process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306';

/** Whether MariaDB answers within 3 s. */
export async function mariadbReachable(): Promise<boolean> {
  try {
    const conn = await createConnection({ uri: MYSQL_ROOT_URL, connectTimeout: 3000 });
    await conn.end();
    return true;
  } catch {
    return false;
  }
}

/** Creates a uniquely named database; returns its URL and a function that drops it. */
export async function createDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const conn = await createConnection({ uri: MYSQL_ROOT_URL });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return {
    url: `${MYSQL_ROOT_URL.replace(/\/$/, '')}/${name}`,
    async drop() {
      const c = await createConnection({ uri: MYSQL_ROOT_URL });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
