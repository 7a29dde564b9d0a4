import { DataSource } from 'typeorm';
import { createTestDatabase, describeOnMariaDb, startApp, type TestApp } from '../../test/harness';
import { MIGRATIONS } from './migrations';
import { withDatabaseLock } from './startup-lock';
import { until } from '@babynews/testing';

const ADMIN = { ADMIN_USERNAME: 'startadmin', ADMIN_PASSWORD: 'start-admin-pass-1' };

// ARCHITECTURE §5 several instances: migrations run once under a lock, the administrator seed is idempotent.
describeOnMariaDb('instances started together on one empty database (%s)', (kind) => {
  it.each([1, 2, 3])(
    'three instances all come up, migrations ran once, one administrator (round %i)',
    async () => {
      const db = await createTestDatabase(kind);
      const apps: TestApp[] = [];
      try {
        const started = await Promise.allSettled([0, 1, 2].map(() => startApp({ ...db.env, ...ADMIN })));
        for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
        expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up', 'up']);

        const ds = apps[0]!.app.get(DataSource);
        const ran = (await ds.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>;
        expect(ran.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
        const admins = (await ds.query('SELECT role FROM member WHERE username = ?', [ADMIN.ADMIN_USERNAME])) as Array<{ role: string }>;
        expect(admins).toEqual([{ role: 'ROLE_ADMIN' }]);
        for (const t of apps) expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      } finally {
        await Promise.all(apps.map((t) => t.close()));
        await db.drop();
      }
    },
    120_000,
  );

  it('withDatabaseLock: holders of one name never overlap; another database does not wait', async () => {
    const db = await createTestDatabase(kind);
    const other = await createTestDatabase(kind);
    const t = await startApp(db.env);
    const u = await startApp(other.env);
    try {
      const ds = t.app.get(DataSource);
      const events: string[] = [];
      /** Holds the lock until `ready()` (bounded), so that the other holders either wait or get in meanwhile. */
      const hold = (label: string, source: DataSource, ready: () => boolean | Promise<boolean>) =>
        withDatabaseLock(source, 'test-lock', async () => {
          events.push(`${label}:in`);
          await until(ready, { tries: 500 });
          events.push(`${label}:out`);
        });
      // Connections of this database blocked in GET_LOCK right now.
      const waiting = async () => {
        const rows: Array<{ n: number | string }> = await ds.query(
          `SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND STATE = 'User lock'`,
        );
        return Number(rows[0]!.n);
      };
      const entered = () => events.filter((e) => e.endsWith(':in')).length;
      // Each holder stays until every holder not yet in is blocked on the lock (were the lock broken, they would be in).
      const othersWait = async () => (await waiting()) >= 3 - entered();
      await Promise.all([hold('a', ds, othersWait), hold('b', ds, othersWait), hold('c', ds, othersWait)]);
      // Strictly nested in/out pairs: nobody entered while another held the lock.
      for (let i = 0; i < events.length; i += 2) expect(events[i]!.split(':')[0]).toBe(events[i + 1]!.split(':')[0]);

      events.length = 0;
      const bothIn = () => events.includes('x:in') && events.includes('y:in');
      await Promise.all([hold('x', ds, bothIn), hold('y', u.app.get(DataSource), bothIn)]);
      expect(events.slice(0, 2).sort()).toEqual(['x:in', 'y:in']);
    } finally {
      await t.close();
      await u.close();
      await db.drop();
      await other.drop();
    }
  }, 60_000);
});
