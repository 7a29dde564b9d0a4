import { LIMITS, MSG, seoulDayStart, type PresignResponse } from '@babynews/contracts';
import { MEMBER_PASSWORD, uploadForm } from '@babynews/testing';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, ownerWithNews, wishBody } from '../../test/helpers';
import { Clock } from '../common/clock';
import { PNG_1X1, quietTitles } from '../wishes/testing/wish-fixtures';
import type { LocalStorageDriver } from './local-storage.driver';
import { STORAGE_DRIVER } from './storage.types';
import { UploadRecord } from './upload.entity';
import { UPLOAD_LEDGER_COLUMN, UPLOAD_REFERENCES } from './upload-references';
import { UploadSweeper } from './upload-sweeper';
import { UploadsService } from './uploads.service';

/**
 * What happens to stored files over their life (ARCHITECTURE §4.11) with the local driver, on SQLite
 * and MariaDB: a deleted news page or a withdrawn member takes its files along, abandoned uploads are
 * swept after 24 h (fake clock), and the daily quota refuses with its code and Korean message.
 * The S3 side of the same rules is in s3-storage.int.spec.ts.
 */
jest.setTimeout(60_000);

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())('upload lifecycle on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const ds = () => s.t.app.get(DataSource);
  const driver = () => s.t.app.get<LocalStorageDriver>(STORAGE_DRIVER);
  const uploads = () => s.t.app.get(UploadsService);
  const ledger = () => ds().getRepository(UploadRecord);

  const presign = (token: string, path: string, size?: number) =>
    s.t.app.inject({ method: 'POST', url: '/api/s3/getPreSignedUrl', headers: bearer(token), payload: size === undefined ? { path } : { path, size } });
  /** Signs and uploads a PNG as `token` → its key. */
  async function upload(token: string): Promise<string> {
    const signed = (await presign(token, 'wish/a.png')).json<PresignResponse>();
    const res = await s.t.app.inject({ method: 'POST', url: new URL(signed.url).pathname, payload: uploadForm(signed, PNG_1X1) });
    expect(res.statusCode).toBe(200);
    return signed.path;
  }
  async function wishWithImage(owner: { token: string; code: string }, imagePath: string): Promise<number> {
    const res = await s.t.app.inject({ method: 'POST', url: `/api/wish/create/${owner.code}`, headers: bearer(owner.token), payload: wishBody({ imagePath }) });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }
  const stored = async (key: string) => (await driver().stat(key)) !== null;
  /** Runs `fn` with the injected Clock `offsetMs` ahead. */
  async function later<T>(offsetMs: number, fn: () => Promise<T>): Promise<T> {
    const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    try {
      return await fn();
    } finally {
      clock.mockRestore();
    }
  }

  it('deleting a news page deletes the files of its wishes, and only those', async () => {
    const owner = await ownerWithNews(s.t);
    const images = [await upload(owner.token), await upload(owner.token)];
    for (const image of images) await wishWithImage(owner, image);
    const other = await ownerWithNews(s.t);
    const theirs = await upload(other.token);
    await wishWithImage(other, theirs);

    const res = await s.t.app.inject({ method: 'DELETE', url: `/api/event/delete/${owner.code}`, headers: bearer(owner.token) });
    expect(res.json()).toEqual({ code: owner.code, deleted: true });
    await uploads().settled();
    for (const image of images) expect(await stored(image)).toBe(false);
    expect(await stored(theirs)).toBe(true);
  });

  it('a failed file deletion is logged without the key or the member and does not fail the news deletion', async () => {
    const owner = await ownerWithNews(s.t);
    const image = await upload(owner.token);
    await wishWithImage(owner, image);
    const remove = jest
      .spyOn(driver(), 'remove')
      .mockRejectedValue(Object.assign(new Error(`EACCES: permission denied, unlink '/data/uploads/${image}'`), { code: 'EACCES' }));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const res = await s.t.app.inject({ method: 'DELETE', url: `/api/event/delete/${owner.code}`, headers: bearer(owner.token) });
      expect(res.statusCode).toBe(200);
      await uploads().settled();
      expect(remove).toHaveBeenCalledWith(image);
      const lines = warn.mock.calls.map((call) => String(call[0]));
      expect(lines).toContain('stored file not deleted (local, wish/): Error EACCES');
      const memberId = image.slice('wish/'.length, image.indexOf('-'));
      for (const line of lines) {
        expect(line).not.toContain(image);
        expect(line).not.toContain(owner.username);
        expect(line).not.toContain(`${memberId}-`);
      }
    } finally {
      remove.mockRestore();
      warn.mockRestore();
    }
    // The key is still in the ledger and unreferenced: the sweep retries it.
    expect(await stored(image)).toBe(true);
    await later(25 * HOUR_MS, () => s.t.app.get(UploadSweeper).sweep());
    expect(await stored(image)).toBe(false);
  });

  it('the sweep deletes, 24 h after signing, the uploads nothing references (file and ledger row) and keeps referenced ones', async () => {
    const owner = await ownerWithNews(s.t);
    const referenced = await upload(owner.token);
    await wishWithImage(owner, referenced);
    const abandoned = await upload(owner.token);
    const neverSent = (await presign(owner.token, 'wish/b.png')).json<PresignResponse>().path;
    const sweeper = s.t.app.get(UploadSweeper);
    const rows = async () => (await ledger().find({ where: [{ path: referenced }, { path: abandoned }, { path: neverSent }] })).map((r) => r.path).sort();

    expect(await later(23 * HOUR_MS, () => sweeper.sweep())).toMatchObject({ ran: true, failed: 0 });
    expect(await stored(abandoned)).toBe(true);
    expect(await rows()).toEqual([referenced, abandoned, neverSent].sort());

    const result = await later(25 * HOUR_MS, () => sweeper.sweep());
    expect(result).toMatchObject({ ran: true, failed: 0 });
    expect(result.removed).toBeGreaterThanOrEqual(2);
    expect(await stored(abandoned)).toBe(false);
    expect(await stored(referenced)).toBe(true);
    expect(await rows()).toEqual([referenced]);
    const read = await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${owner.code}` });
    expect(read.json().wishList[0].imageUrl).toBe(`https://babynews.test/api/uploads/files/${referenced}`);
  });

  it('withdrawal deletes the files of the member: wish images and uploads not used yet', async () => {
    const owner = await ownerWithNews(s.t);
    const image = await upload(owner.token);
    await wishWithImage(owner, image);
    const pending = await upload(owner.token);
    const res = await s.t.app.inject({ method: 'DELETE', url: '/api/member/withdraw', headers: bearer(owner.token), payload: { password: MEMBER_PASSWORD } });
    expect(res.json()).toEqual({ withdrawn: true });
    await uploads().settled();
    expect(await stored(image)).toBe(false);
    expect(await stored(pending)).toBe(false);
    expect(await ledger().countBy({ path: pending })).toBe(0);
  });

  it('daily quota: count and bytes per member per Asia/Seoul day, refused with UPLOAD_QUOTA_EXCEEDED and its Korean message', async () => {
    const quota = { statusCode: 429, code: 'UPLOAD_QUOTA_EXCEEDED', message: MSG.upload.quotaExceeded, error: 'Too Many Requests' };
    expect(MSG.upload.quotaExceeded).toBe('오늘 올릴 수 있는 이미지 수를 넘었습니다. 내일 다시 시도해주세요.');
    const owner = await ownerWithNews(s.t);
    const memberId = Number((await ds().query('SELECT id FROM `member` WHERE username = ?', [owner.username]))[0].id);
    const now = new Date();
    // Today's uploads so far (rows as the presign call writes them): all but one of the count, small.
    await ledger().insert(
      Array.from({ length: LIMITS.uploadDailyMaxCount - 1 }, (_, i) => ({ path: `wish/${memberId}-q${i}.png`, memberId, sizeBytes: 1000, createdAt: now })),
    );
    expect((await presign(owner.token, 'wish/a.png', 1000)).statusCode).toBe(200);
    expect((await presign(owner.token, 'wish/a.png', 1000)).json()).toEqual(quota);
    // Another member is not affected; tomorrow (00:00 Asia/Seoul) the count starts again.
    const other = await ownerWithNews(s.t);
    expect((await presign(other.token, 'wish/a.png', 1000)).statusCode).toBe(200);
    const tomorrow = seoulDayStart(now).getTime() + 24 * HOUR_MS - now.getTime();
    expect((await later(tomorrow, () => presign(owner.token, 'wish/a.png', 1000))).statusCode).toBe(200);

    // Bytes: a member who declared almost the whole day's bytes can add exactly the rest.
    const heavy = await ownerWithNews(s.t);
    const heavyId = Number((await ds().query('SELECT id FROM `member` WHERE username = ?', [heavy.username]))[0].id);
    await ledger().insert({ path: `wish/${heavyId}-heavy.png`, memberId: heavyId, sizeBytes: LIMITS.uploadDailyMaxBytes - 5000, createdAt: now });
    expect((await presign(heavy.token, 'wish/a.png', 5001)).json()).toEqual(quota);
    expect((await presign(heavy.token, 'wish/a.png', 5000)).statusCode).toBe(200);
    expect((await presign(heavy.token, 'wish/a.png', 1)).json()).toEqual(quota);
    // No declared size counts as the largest file.
    await ledger().delete({ path: `wish/${heavyId}-heavy.png` });
    await ledger().insert({
      path: `wish/${heavyId}-heavy2.png`,
      memberId: heavyId,
      sizeBytes: LIMITS.uploadDailyMaxBytes - LIMITS.uploadMaxBytes - 4999,
      createdAt: now,
    });
    expect((await presign(heavy.token, 'wish/a.png')).json()).toEqual(quota);
  });

  it('daily quota under parallel presigns: the check and the ledger row are one atomic step (count and bytes)', async () => {
    const memberOf = async (username: string) => Number((await ds().query('SELECT id FROM `member` WHERE username = ?', [username]))[0].id);
    // Each call from its own address: the strict per-address rate limit is not what is tested here.
    const parallel = (token: string, n: number, size: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          s.t.app.inject({
            method: 'POST',
            url: '/api/s3/getPreSignedUrl',
            headers: bearer(token),
            payload: { path: 'wish/a.png', size },
            remoteAddress: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          }),
        ),
      );
    const now = new Date();

    // Count: 195 signed today, 30 at once → exactly 5 pass, 200 recorded.
    const owner = await ownerWithNews(s.t);
    const memberId = await memberOf(owner.username);
    const before = LIMITS.uploadDailyMaxCount - 5;
    await ledger().insert(Array.from({ length: before }, (_, i) => ({ path: `wish/${memberId}-p${i}.png`, memberId, sizeBytes: 1000, createdAt: now })));
    const answers = await parallel(owner.token, 30, 1000);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((c) => c === 200)).toHaveLength(5);
    expect(statuses.filter((c) => c === 429)).toHaveLength(25);
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(await ledger().countBy({ memberId })).toBe(LIMITS.uploadDailyMaxCount);

    // Bytes: room for exactly 3 files of 1 MB, 12 at once → 3 pass; the declared bytes end at the limit.
    const heavy = await ownerWithNews(s.t);
    const heavyId = await memberOf(heavy.username);
    const mb = 1024 * 1024;
    await ledger().insert({ path: `wish/${heavyId}-big.png`, memberId: heavyId, sizeBytes: LIMITS.uploadDailyMaxBytes - 3 * mb, createdAt: now });
    const byBytes = await parallel(heavy.token, 12, mb);
    expect(byBytes.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(byBytes.filter((a) => a.statusCode === 429 && a.json().code === 'UPLOAD_QUOTA_EXCEEDED')).toHaveLength(9);
    const [sum] = (await ds().query('SELECT COUNT(*) AS n, SUM(size_bytes) AS bytes FROM `upload` WHERE member_id = ?', [heavyId])) as Array<
      Record<string, number | string>
    >;
    expect({ n: Number(sum.n), bytes: Number(sum.bytes) }).toEqual({ n: 4, bytes: LIMITS.uploadDailyMaxBytes });
  });

  it('every column of the schema that can hold an upload key is known to the sweep and the deletions', async () => {
    const columns: Array<{ t: string; c: string }> =
      ds().options.type === 'better-sqlite3'
        ? await ds().query("SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'")
        : await ds().query('SELECT TABLE_NAME AS t, COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()');
    const known = new Set([...UPLOAD_REFERENCES, UPLOAD_LEDGER_COLUMN].map((c) => `${c.table}.${c.column}`));
    const candidates = columns.filter((row) => /image|path/i.test(row.c)).map((row) => `${row.t}.${row.c}`);
    expect(candidates.sort()).toEqual([...known].sort());
  });
});
