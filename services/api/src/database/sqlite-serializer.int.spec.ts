import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from './data-source.options';
import { runWithDbOwner, serializeSqliteAccess } from './sqlite-serializer';
import { deferred, yieldTurns } from '@babynews/testing';

/** Runs `work` as its own request would (its own owner token). */
const asRequest = <T>(work: () => Promise<T>) => new Promise<T>((resolve, reject) => runWithDbOwner(() => void work().then(resolve, reject)));

describe('serializeSqliteAccess (one shared SQLite connection, concurrent requests)', () => {
  let dir: string;
  let ds: DataSource;
  const subjects = async () => ((await ds.query(`SELECT subject FROM auth_attempt ORDER BY subject`)) as Array<{ subject: string }>).map((r) => r.subject);
  const insert = (runner: { query(sql: string, p: unknown[]): Promise<unknown> }, subject: string) =>
    runner.query(`INSERT INTO auth_attempt (scope, subject, created_at) VALUES ('test', ?, '2026-11-22 00:00:00.000')`, [subject]);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'babynews-serial-'));
    ds = await new DataSource(dataSourceOptions(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }))).initialize();
    serializeSqliteAccess(ds);
  });
  afterEach(async () => {
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps another request's write when a concurrent transaction rolls back", async () => {
    const inserted = deferred();
    const otherWriting = deferred();
    const failing = asRequest(() =>
      ds.transaction(async (m) => {
        await insert(m, 'a-rolled-back');
        inserted.resolve();
        // The other request writes meanwhile (unserialized, its INSERT would run inside this transaction).
        await otherWriting.promise;
        await yieldTurns();
        throw new Error('boom');
      }),
    ).catch((e: Error) => e.message);
    const other = asRequest(async () => {
      await inserted.promise;
      otherWriting.resolve();
      await insert(ds, 'b-kept');
    });
    expect(await failing).toBe('boom');
    await other;
    expect(await subjects()).toEqual(['b-kept']);
  });

  it('runs two transactions one after the other instead of nesting them', async () => {
    const events: string[] = [];
    const inserted = deferred();
    const secondStarting = deferred();
    const first = asRequest(() =>
      ds.transaction(async (m) => {
        await insert(m, 'first');
        inserted.resolve();
        // The second request begins its transaction meanwhile (nested, its body would run now).
        await secondStarting.promise;
        await yieldTurns();
        events.push('first ends');
      }),
    );
    const second = asRequest(async () => {
      await inserted.promise;
      secondStarting.resolve();
      await ds.transaction(async (m) => {
        events.push('second begins');
        await insert(m, 'second');
        throw new Error('second fails');
      });
    }).catch((e: Error) => e.message);
    await first;
    expect(await second).toBe('second fails');
    expect(events).toEqual(['first ends', 'second begins']);
    expect(await subjects()).toEqual(['first']);
  });

  it('lets a request use the connection freely inside its own transaction (no self-deadlock)', async () => {
    await asRequest(() =>
      ds.transaction(async (m) => {
        await insert(m, 'via-manager');
        await insert(ds, 'via-datasource'); // same request, outside the manager
        await ds.transaction(async (inner) => insert(inner, 'via-savepoint'));
      }),
    );
    expect(await subjects()).toEqual(['via-datasource', 'via-manager', 'via-savepoint']);
  });
});
