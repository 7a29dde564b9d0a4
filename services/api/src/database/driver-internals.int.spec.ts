import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test/harness';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from './data-source.options';
import { assertDriverInternals, driverInternalProblems, mysqlPool, sharedSqliteRunner, sqliteConnection, VERIFIED_WITH } from './driver-internals';
import { readRows } from './read-rows';
import { serializeSqliteAccess } from './sqlite-serializer';

/** Installed version of a package (its package.json, found next to its main file). */
function installed(name: keyof typeof VERIFIED_WITH): string {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const versions = (Object.keys(VERIFIED_WITH) as Array<keyof typeof VERIFIED_WITH>)
  .map((name) => `${name} ${installed(name)} (verified with ${VERIFIED_WITH[name]})`)
  .join(', ');

/** Fails with the broken assumptions and the installed versions, so an upgrade says what it broke. */
function expectNoProblems(dataSource: DataSource): void {
  const problems = driverInternalProblems(dataSource);
  if (problems.length > 0) throw new Error(`TypeORM driver internals changed — installed ${versions}:\n- ${problems.join('\n- ')}`);
}

describe.each(testDatabases())('database driver internals on %s', (kind) => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    ds = await new DataSource(dataSourceOptions(loadConfig({ ...db.env, JWT_SECRET: 'x'.repeat(32) }))).initialize();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('still match what read-rows.ts and sqlite-serializer.ts rely on', () => {
    expectNoProblems(ds);
    expect(() => assertDriverInternals(ds)).not.toThrow();
  });

  it('reach the real driver objects (pool or connection), which answer queries', async () => {
    if (kind === 'sqlite') {
      expect(mysqlPool(ds)).toBeUndefined();
      const connection = sqliteConnection(ds)!;
      expect(connection.inTransaction).toBe(false);
      expect(connection.prepare('SELECT 41 + 1 AS n').all()).toEqual([{ n: 42 }]);
      // the shared runner: a transaction opened through the DataSource is the one the serializer patches
      const runner = sharedSqliteRunner(ds);
      await ds.transaction(async () => {
        expect(runner.isTransactionActive).toBe(true);
        expect(connection.inTransaction).toBe(true);
      });
      expect(runner.isTransactionActive).toBe(false);
    } else {
      expect(sqliteConnection(ds)).toBeUndefined();
      const pool = mysqlPool(ds)!;
      const rows = await new Promise<unknown[]>((resolve, reject) => pool.execute('SELECT 41 + ? AS n', [1], (err, r) => (err ? reject(err) : resolve(r))));
      expect(rows).toEqual([{ n: 42 }]);
    }
    expect(await readRows(ds, 'SELECT 6 * 7 AS n', [])).toEqual([{ n: 42 }]);
  });

  it('fail loudly, naming the verified versions, when a driver field is gone', () => {
    const driver = ds.driver as unknown as Record<string, unknown>;
    const field = kind === 'sqlite' ? 'databaseConnection' : 'pool';
    const saved = driver[field];
    driver[field] = undefined;
    try {
      expect(driverInternalProblems(ds)).toEqual([expect.stringContaining(kind === 'sqlite' ? 'databaseConnection' : 'MysqlDriver.pool')]);
      expect(() => assertDriverInternals(ds)).toThrow(`verified with typeorm ${VERIFIED_WITH.typeorm}`);
    } finally {
      driver[field] = saved;
    }
  });
});

describe('database driver internals with the SQLite serializer installed', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    ds = await new DataSource(dataSourceOptions(loadConfig({ ...db.env, JWT_SECRET: 'x'.repeat(32) }))).initialize();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('patch the one runner every caller gets (the serializer sees every statement)', async () => {
    serializeSqliteAccess(ds);
    const runner = sharedSqliteRunner(ds);
    expect(Object.prototype.hasOwnProperty.call(runner, 'query')).toBe(true);
    expect(ds.createQueryRunner()).toBe(runner);
    expect(ds.manager.connection.driver.createQueryRunner('master')).toBe(runner);
    expectNoProblems(ds);
    expect(await ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
