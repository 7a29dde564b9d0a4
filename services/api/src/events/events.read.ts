import type { EventInfo } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { loadQuizList } from '../quizzes/quizzes.read';
import type { AppConfig } from '../config/config.schema';
import { loadWishLists } from '../wishes/wish-list.read';
import type { CachedEvent } from './events.cache';

/** One join of `event` and its owner; portable SQL (backticks work on SQLite and MySQL). */
const EVENT_BY_CODE = `SELECT e.id, e.code, e.title, e.description, e.post_code, e.address, e.detail_address, e.owner_id,
  m.display_name, m.username
  FROM \`event\` e JOIN \`member\` m ON m.id = e.owner_id
  WHERE e.code = ?`;

interface EventRow {
  id: number;
  code: string;
  title: string;
  description: string;
  post_code: string;
  address: string;
  detail_address: string;
  owner_id: number;
  display_name: string;
  username: string;
}

interface MysqlPool {
  query(sql: string, values: unknown[], callback: (err: Error | null, rows: EventRow[]) => void): void;
}
interface SqliteStatement {
  get(...values: unknown[]): EventRow | undefined;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

/** Prepared statements per SQLite connection (a re-initialised DataSource gets new ones). */
const statements = new WeakMap<SqliteConnection, SqliteStatement>();

/**
 * Runs the join on the DataSource's own driver: mysql2's callback pool (TypeORM's query runner
 * adds a pool checkout and a promise wrapper that captures a stack per query) or a cached
 * better-sqlite3 prepared statement; other drivers use `dataSource.query`.
 */
async function queryEventRow(dataSource: DataSource, code: string): Promise<EventRow | undefined> {
  const driver = dataSource.driver as unknown as { pool?: MysqlPool; databaseConnection?: SqliteConnection };
  const type = dataSource.options.type;
  if ((type === 'mysql' || type === 'mariadb') && driver.pool) {
    const pool = driver.pool;
    return new Promise((resolve, reject) => pool.query(EVENT_BY_CODE, [code], (err, rows) => (err ? reject(err) : resolve(rows[0]))));
  }
  if (type === 'better-sqlite3' && driver.databaseConnection) {
    const connection = driver.databaseConnection;
    let statement = statements.get(connection);
    if (!statement) statements.set(connection, (statement = connection.prepare(EVENT_BY_CODE)));
    return statement.get(code);
  }
  const rows: EventRow[] = await dataSource.query(EVENT_BY_CODE, [code]);
  return rows[0];
}

/**
 * Loads a news page by share code with ONE query and maps it by hand (the TypeORM relation
 * loader is several times slower, see TOOLCHAIN.md). Null when no page has this code.
 * `config` builds the wishes' full image URLs (DESIGN §4.11).
 */
export async function loadEventByCode(dataSource: DataSource, code: string, config: Pick<AppConfig, 'publicBaseUrl' | 'storage'>): Promise<CachedEvent | null> {
  const row = await queryEventRow(dataSource, code);
  if (!row) return null;
  const wishes = await loadWishLists(dataSource, Number(row.id), config);
  const info: EventInfo = {
    code: row.code,
    title: row.title,
    description: row.description,
    displayName: row.display_name,
    username: row.username,
    wishList: wishes.wishList,
    quizList: await loadQuizList(dataSource, Number(row.id)),
  };
  return {
    json: JSON.stringify(info),
    info,
    ownerId: Number(row.owner_id),
    address: { postCode: row.post_code, address: row.address, detailAddress: row.detail_address },
    ownerWishList: wishes.ownerWishList,
  };
}
