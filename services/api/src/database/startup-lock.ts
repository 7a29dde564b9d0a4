import type { DataSource } from 'typeorm';

/** Longest wait for another instance's start-up work (migrations, administrator seed), in seconds. */
export const STARTUP_LOCK_TIMEOUT_S = 120;

/** True when `dataSource` talks to MySQL/MariaDB (several processes may share it). */
export function isMysqlFamily(dataSource: DataSource): boolean {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
}

/**
 * Runs `work` while holding the named lock of this database (ARCHITECTURE §5 several instances:
 * "migrations run once under a lock"), so instances started at the same moment on one database take
 * turns: the first runs the migrations and seeds, the others then find nothing left to do.
 *
 * MySQL/MariaDB: `GET_LOCK(name, timeout)` on one dedicated pooled connection, held until `work`
 * settles, then `RELEASE_LOCK`. Lock names are server-wide, so `name` is qualified with the
 * database's name (two databases on one server do not wait for each other); at most 64 characters.
 * SQLite is one process by design (ARCHITECTURE §3), so `work` runs directly.
 * @param name what is locked, e.g. `migrations`
 * @param timeoutS seconds to wait for the lock (default `STARTUP_LOCK_TIMEOUT_S`)
 * @throws Error when the lock is not obtained within `timeoutS`; whatever `work` throws.
 */
export async function withDatabaseLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>, timeoutS = STARTUP_LOCK_TIMEOUT_S): Promise<T> {
  if (!isMysqlFamily(dataSource)) return work();
  const lockName = `${String(dataSource.options.database)}:${name}`.slice(-64);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const rows = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [lockName, timeoutS])) as Array<{ got: number | string | null }>;
    if (Number(rows[0]?.got) !== 1) throw new Error(`database lock ${lockName} not obtained within ${timeoutS} s`);
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
