import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.schema';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** File name of the embedded database inside DATA_DIR. */
export const SQLITE_FILE = 'babynews.sqlite';

/**
 * TypeORM options of ARCHITECTURE §3: SQLite (better-sqlite3, WAL, busy timeout) in DATA_DIR by default,
 * MySQL/MariaDB (mysql2, utf8mb4, UTC) when DATABASE_URL is set. Migrations run at start;
 * `synchronize` is never on.
 */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
  };
  if (!config.databaseUrl) {
    return {
      ...common,
      type: 'better-sqlite3',
      database: join(config.dataDir, SQLITE_FILE),
      enableWAL: true,
      timeout: 5000,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
        db.pragma('synchronous = NORMAL');
      },
    };
  }
  const url = new URL(config.databaseUrl);
  return {
    ...common,
    type: url.protocol === 'mariadb:' ? 'mariadb' : 'mysql',
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: 10,
    connectTimeout: 5000,
    extra: { enableKeepAlive: true },
  };
}
