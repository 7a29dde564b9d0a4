import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, startApp } from '../../services/api/test/harness';
import { createWish, ownerWithNews, reserveBody } from '../../services/api/test/helpers';
import { backup, restore } from './backup-lib';

// README "Backups": an online copy of the SQLite database, the local uploads and the secrets, restored into an empty DATA_DIR.
describe('npm run backup / npm run restore (SQLite, local uploads)', () => {
  it('copies a running instance consistently and the restored DATA_DIR serves the same data, files and PINs', async () => {
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
      mkdirSync(join(dataDir, 'uploads', 'wish'), { recursive: true });
      writeFileSync(join(dataDir, 'uploads', 'wish', 'photo.png'), 'png-bytes');

      // The API keeps writing while the backup runs.
      const writes = Promise.all(Array.from({ length: 20 }, (_, i) => createWish(t, owner.token, owner.code, { title: `동시 ${i}` })));
      const folder = await backup(dataDir, backups);
      await writes;
      expect(statSync(join(folder, 'pin-pepper')).mode & 0o777).toBe(0o600);

      expect(() => restore(folder, dataDir)).toThrow(/not empty/);
      restore(folder, restored);
      expect(readFileSync(join(restored, 'uploads', 'wish', 'photo.png'), 'utf8')).toBe('png-bytes');
      await t.close();
      t = await startApp({ DATA_DIR: restored });
      const info = await t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${owner.code}` });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({ title: '백업 소식' });
      // The pepper came along: the reserver's PIN still opens the reservation.
      const view = await t.app.inject({
        method: 'POST',
        url: `/api/event/fetchWishReservedData/${wishId}`,
        payload: { eventCode: owner.code, password: '4821' },
      });
      expect(view.statusCode).toBe(200);
      expect(existsSync(join(restored, 'babynews.sqlite'))).toBe(true);
    } finally {
      await t.close();
      await db.drop();
      rmSync(backups, { recursive: true, force: true });
      rmSync(join(restored, '..'), { recursive: true, force: true });
    }
  }, 60_000);
});
