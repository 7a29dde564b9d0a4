import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from './data-source.options';
import { readRows } from './read-rows';
import { runWithDbOwner, serializeSqliteAccess } from './sqlite-serializer';
import { deferred } from '@babynews/testing';

const asRequest = <T>(work: () => Promise<T>) => new Promise<T>((resolve, reject) => runWithDbOwner(() => void work().then(resolve, reject)));
const SELECT = `SELECT subject FROM auth_attempt ORDER BY subject`;

describe('readRows on SQLite', () => {
  let dir: string;
  let ds: DataSource;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'babynews-read-'));
    ds = await new DataSource(dataSourceOptions(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }))).initialize();
    serializeSqliteAccess(ds);
  });
  afterEach(async () => {
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns every row, the same as dataSource.query', async () => {
    for (const s of ['b', 'a']) await ds.query(`INSERT INTO auth_attempt (scope, subject, created_at) VALUES ('t', ?, '2026-11-22 00:00:00.000')`, [s]);
    expect(await readRows(ds, SELECT, [])).toEqual([{ subject: 'a' }, { subject: 'b' }]);
    expect(await readRows(ds, `${SELECT} LIMIT ?`, [1])).toEqual([{ subject: 'a' }]);
  });

  it("never returns rows of another request's open transaction that is later rolled back", async () => {
    const inserted = deferred();
    const readIssued = deferred();
    const writer = asRequest(() =>
      ds.transaction(async (m) => {
        await m.query(`INSERT INTO auth_attempt (scope, subject, created_at) VALUES ('t', 'uncommitted', '2026-11-22 00:00:00.000')`);
        inserted.resolve();
        await readIssued.promise; // the read has started while this transaction is open
        throw new Error('rollback');
      }),
    ).catch(() => 'rolled back');
    await inserted.promise;
    const reading = asRequest(() => readRows(ds, SELECT, []));
    readIssued.resolve();
    const seen = await reading;
    expect(await writer).toBe('rolled back');
    expect(seen).toEqual([]);
  });
});
