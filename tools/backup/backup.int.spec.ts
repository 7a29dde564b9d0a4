import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase, startApp, type TestApp } from '../../services/api/test/harness';
import { createWish, ownerWithNews, reserveBody } from '../../services/api/test/helpers';

/** Repository root (tools/backup/..): where `npm run backup` / `npm run restore` run. */
const ROOT = join(__dirname, '..', '..');

/** Runs `npm run --silent <script> [-- args]` (exactly package.json's script) and resolves with its output; rejects on a non-zero exit. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`npm run ${script} exited ${code}:\n${out}`))));
  });
}

/** Row count of every table of the SQLite database behind `t`. */
async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const ds = t.app.get(DataSource);
  const tables: Array<{ name: string }> = await ds.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await ds.query(`SELECT COUNT(*) AS n FROM "${name}"`))[0].n);
  return counts;
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

// README "Backups": `npm run backup` during a burst of writes, `npm run restore` into a fresh
// DATA_DIR, start: every row and file written before the backup began is there.
describe('npm run backup / npm run restore (SQLite, local uploads)', () => {
  it('copies a running instance during a burst of writes; the restored DATA_DIR holds every row and file from before the backup began', async () => {
    const db = await createTestDatabase('sqlite');
    const dataDir = db.env.DATA_DIR!;
    const backups = mkdtempSync(join(tmpdir(), 'babynews-backups-'));
    const restored = join(mkdtempSync(join(tmpdir(), 'babynews-restored-')), 'data');
    let t = await startApp(db.env);
    try {
      const owner = await ownerWithNews(t, { title: '백업 소식' });
      const wishId = await createWish(t, owner.token, owner.code);
      const reserve = await t.app.inject({
        method: 'POST',
        url: `/api/wish/reserve/${wishId}`,
        payload: reserveBody({ eventCode: owner.code, reservedPassword: '4821' }),
      });
      expect(reserve.statusCode).toBe(201);
      const upload = (name: string) => {
        mkdirSync(join(dataDir, 'uploads', 'wish'), { recursive: true });
        writeFileSync(join(dataDir, 'uploads', 'wish', name), `bytes of ${name}`);
      };
      for (let i = 0; i < 5; i++) upload(`before-${i}.png`);
      for (let i = 0; i < 10; i++) await createWish(t, owner.token, owner.code, { title: `이전 ${i}` });

      // A burst of writes (wishes and files) that runs before, during and after the backup.
      let backupDone = false;
      let written = 0;
      const burst = (async () => {
        let page = owner;
        while (!backupDone || written < 5) {
          if (written % 50 === 49) page = await ownerWithNews(t, { title: `동시 소식 ${written}` }); // pages hold up to 200 wishes
          await createWish(t, page.token, page.code, { title: `동시 ${written}` });
          upload(`burst-${written}.png`);
          written += 1;
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      while (written < 3) await new Promise((r) => setTimeout(r, 5));

      // What exists before the backup begins.
      const before = await tableCounts(t);
      const filesBefore = filesUnder(join(dataDir, 'uploads'));
      expect(before.wish).toBeGreaterThanOrEqual(14);
      expect(filesBefore.length).toBeGreaterThanOrEqual(8);

      const out = await npmRun('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backups }).finally(() => (backupDone = true));
      await burst;
      const folder = /backup written to (.+)/.exec(out)?.[1]?.trim();
      expect(folder).toBeTruthy();
      expect(written).toBeGreaterThan(3); // the API kept writing while the backup ran
      expect(statSync(join(folder!, 'pin-pepper')).mode & 0o777).toBe(0o600);

      // A restore never mixes two states.
      await expect(npmRun('restore', [folder!], { DATA_DIR: dataDir })).rejects.toThrow(/not empty/);
      await npmRun('restore', [folder!], { DATA_DIR: restored });
      await t.close();
      t = await startApp({ DATA_DIR: restored });

      const ds = t.app.get(DataSource);
      expect(await ds.query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const after = await tableCounts(t);
      for (const [table, count] of Object.entries(before)) {
        expect({ table, rows: after[table] ?? -1 }).toEqual({ table, rows: expect.any(Number) });
        expect(after[table]).toBeGreaterThanOrEqual(count);
      }
      const filesAfter = filesUnder(join(restored, 'uploads'));
      expect(filesAfter).toEqual(expect.arrayContaining(filesBefore));
      for (const file of filesBefore) expect(readFileSync(join(restored, 'uploads', file), 'utf8')).toBe(`bytes of ${file.split('/').pop()}`);

      // The restored instance serves the data; the pepper came along, so the reserver's PIN still opens the reservation.
      const info = await t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${owner.code}` });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({ title: '백업 소식' });
      const view = await t.app.inject({
        method: 'POST',
        url: `/api/event/fetchWishReservedData/${wishId}`,
        payload: { eventCode: owner.code, password: '4821' },
      });
      expect(view.statusCode).toBe(200);
    } finally {
      await t.close();
      await db.drop();
      rmSync(backups, { recursive: true, force: true });
      rmSync(join(restored, '..'), { recursive: true, force: true });
    }
  }, 120_000);
});
