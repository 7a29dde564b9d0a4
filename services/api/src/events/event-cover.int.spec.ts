import { LIMITS, MSG, type NewsInfo, type SavedEventSummary } from '@babynews/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, newsBody, ownerWithNews, signUp } from '../../test/helpers';
import { Clock } from '../common/clock';
import { STORAGE_DRIVER, type StorageDriver } from '../uploads/storage.types';
import { UploadRecord } from '../uploads/upload.entity';
import { UploadSweeper } from '../uploads/upload-sweeper';
import { UploadsService } from '../uploads/uploads.service';
import { PNG_1X1, quietTitles } from '../wishes/testing/wish-fixtures';
import { noisyPhoto, plainPicture, uploadAs } from '../../test/cover-fixtures';

/**
 * The news page's cover photo (ARCHITECTURE "Cover photo and link card", DESIGN §4.25) on SQLite and
 * MariaDB with the local storage driver: create and update take the member's own upload as `coverPath`
 * (another member's or a made-up key is refused as a wish image is), the server stores a WebP variant of
 * at most 800 px and 80 KB beside it, every read carries `coverImage`, the page's HTML shows it, null
 * removes it with its files, and the upload sweep keeps both files while the page uses them.
 */
jest.setTimeout(60_000);

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())('cover photo on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const storage = () => s.t.app.get<StorageDriver>(STORAGE_DRIVER);
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const update = (code: string, token: string, fields: Record<string, unknown>) => inject('PUT', `/api/event/update/${code}`, token, newsBody(fields));
  const read = async (code: string, token?: string) => (await inject('GET', `/api/event/fetchInfoByCode/${code}`, token)).json<NewsInfo>();
  /** The stored key of a URL the answers carry (local driver: `…/api/uploads/files/{key}`). */
  const keyOf = (url: string) => url.slice(url.indexOf('/api/uploads/files/') + '/api/uploads/files/'.length);
  const stored = async (key: string) => (await storage().stat(key)) !== null;

  it('create takes the member’s own upload: the answer, the public and the owner’s read carry the variant, ≤ 800 px and ≤ 80 KB WebP', async () => {
    const { token } = await signUp(s.t);
    const original = await uploadAs(s.t, token, await noisyPhoto(2000, 1500));
    const created = await inject('POST', '/api/event/create', token, newsBody({ title: '봄이가 와요', coverPath: original }));
    expect(created.statusCode).toBe(201);
    const summary = created.json<SavedEventSummary>();
    const cover = summary.coverImage!;
    expect(cover.url).toMatch(/^https:\/\/babynews\.test\/api\/uploads\/files\/covers\/\d+-\d{13}-[0-9a-f]{12}\.webp$/);
    expect(cover.width).toBeLessThanOrEqual(LIMITS.coverVariantMaxWidthPx);
    expect(cover.width / cover.height).toBeCloseTo(2000 / 1500, 1);

    const variant = (await storage().read(keyOf(cover.url)))!;
    expect(variant.length).toBeLessThanOrEqual(LIMITS.coverVariantMaxBytes);
    const decoded = await sharp(variant).metadata();
    expect({ format: decoded.format, width: decoded.width, height: decoded.height }).toEqual({ format: 'webp', width: cover.width, height: cover.height });
    expect(await stored(original)).toBe(true); // the upload stays beside its variant

    expect((await read(summary.code)).coverImage).toEqual(cover);
    expect((await read(summary.code, token)).coverImage).toEqual(cover);
    // Served by the local driver's file route, as a wish image.
    const file = await inject('GET', new URL(cover.url).pathname);
    expect({ status: file.statusCode, type: file.headers['content-type'] }).toEqual({ status: 200, type: 'image/webp' });
  });

  it('a small picture is never enlarged; a page without a cover reads coverImage: null', async () => {
    const owner = await ownerWithNews(s.t);
    expect((await read(owner.code)).coverImage).toBeNull();
    const small = await uploadAs(s.t, owner.token, await plainPicture(300, 200), 'small.png');
    const res = await update(owner.code, owner.token, { coverPath: small });
    expect(res.statusCode).toBe(200);
    expect(res.json<SavedEventSummary>().coverImage).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses another member’s upload, a made-up key and a server-made variant with the wish image’s code and Korean message', async () => {
    const owner = await ownerWithNews(s.t);
    const stranger = await signUp(s.t);
    const theirs = await uploadAs(s.t, stranger.token, await plainPicture(400, 300), 'theirs.png');
    const own = await uploadAs(s.t, owner.token, await plainPicture(400, 300), 'own.png');
    const variant = (await update(owner.code, owner.token, { coverPath: own })).json<SavedEventSummary>().coverImage!;
    for (const coverPath of [theirs, 'wish/1-1700000000000-0a1b2c3d4e5f.webp', '../../etc/passwd', keyOf(variant.url)]) {
      const res = await update(owner.code, owner.token, { coverPath });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { statusCode: 400, code: 'UPLOAD_NOT_FOUND', message: MSG.upload.notUploaded, error: 'Bad Request' },
      });
    }
    // Creating with someone else's upload is refused the same way, and no page is made.
    const newcomer = await signUp(s.t);
    const created = await inject('POST', '/api/event/create', newcomer.token, newsBody({ coverPath: theirs }));
    expect({ status: created.statusCode, code: created.json().code }).toEqual({ status: 400, code: 'UPLOAD_NOT_FOUND' });
    // Nothing changed on the page.
    expect((await read(owner.code)).coverImage).toEqual(variant);
  });

  it('refuses a body whose coverPath is not a string with the validation message, and an upload that is no picture', async () => {
    const owner = await ownerWithNews(s.t);
    const bad = await update(owner.code, owner.token, { coverPath: 5 });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: MSG.common.badRequest });
    // A PNG signature with nothing after it passes the upload's magic-byte check but is no image.
    const broken = await uploadAs(s.t, owner.token, Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.alloc(64, 7)]), 'broken.png');
    const res = await update(owner.code, owner.token, { coverPath: broken });
    expect(res.json()).toEqual({ statusCode: 400, code: 'UPLOAD_TYPE_NOT_ALLOWED', message: MSG.upload.typeNotAllowed, error: 'Bad Request' });
  });

  it('absent keeps the cover; a new upload replaces it and null removes it, each discarding the files no longer used', async () => {
    const owner = await ownerWithNews(s.t);
    const first = await uploadAs(s.t, owner.token, await plainPicture(900, 600), 'first.png');
    const firstCover = (await update(owner.code, owner.token, { coverPath: first })).json<SavedEventSummary>().coverImage!;
    const firstVariant = keyOf(firstCover.url);

    const kept = await update(owner.code, owner.token, { title: '제목만 바꿔요' });
    expect(kept.json<SavedEventSummary>().coverImage).toEqual(firstCover);
    expect((await update(owner.code, owner.token, { coverPath: first })).json<SavedEventSummary>().coverImage).toEqual(firstCover);

    const second = await uploadAs(s.t, owner.token, await plainPicture(600, 900, { r: 250, g: 220, b: 120 }), 'second.png');
    const secondCover = (await update(owner.code, owner.token, { coverPath: second })).json<SavedEventSummary>().coverImage!;
    expect(secondCover).toMatchObject({ width: 600, height: 900 });
    await s.t.app.get(UploadsService).settled();
    expect([await stored(first), await stored(firstVariant)]).toEqual([false, false]);
    expect([await stored(second), await stored(keyOf(secondCover.url))]).toEqual([true, true]);

    const removed = await update(owner.code, owner.token, { coverPath: null });
    expect(removed.json<SavedEventSummary>().coverImage).toBeNull();
    expect((await read(owner.code)).coverImage).toBeNull();
    await s.t.app.get(UploadsService).settled();
    expect([await stored(second), await stored(keyOf(secondCover.url))]).toEqual([false, false]);
    // '' removes as null does (the form's empty field).
    const third = await uploadAs(s.t, owner.token, await plainPicture(300, 300), 'third.png');
    await update(owner.code, owner.token, { coverPath: third });
    expect((await update(owner.code, owner.token, { coverPath: '' })).json<SavedEventSummary>().coverImage).toBeNull();
  });

  it('the news page’s HTML shows the cover with its size, alt text and fetchpriority, not lazily', async () => {
    const owner = await ownerWithNews(s.t, { title: '콩이 & 별이' });
    const upload = await uploadAs(s.t, owner.token, await plainPicture(1200, 900), 'html.png');
    const cover = (await update(owner.code, owner.token, { title: '콩이 & 별이', coverPath: upload })).json<SavedEventSummary>().coverImage!;
    const html = (await inject('GET', `/event/${owner.code}`)).body;
    const img = /<figure class="news__cover"><img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${cover.url}"`);
    expect(img).toContain(`width="${cover.width}"`);
    expect(img).toContain(`height="${cover.height}"`);
    expect(img).toContain('alt="콩이 &amp; 별이 표지 사진"');
    expect(img).toMatch(/ fetchpriority="high"/i); // React writes fetchPriority; HTML attribute names ignore case
    expect(img).not.toContain('loading=');
  });

  it('the sweep keeps the upload and its variant (in the ledger, as a signed upload) while the page uses them', async () => {
    const owner = await ownerWithNews(s.t);
    const upload = await uploadAs(s.t, owner.token, await plainPicture(500, 500), 'swept.png');
    const variant = keyOf((await update(owner.code, owner.token, { coverPath: upload })).json<SavedEventSummary>().coverImage!.url);
    const ledger = s.t.app.get(DataSource).getRepository(UploadRecord);
    expect(await ledger.existsBy({ path: variant })).toBe(true);

    const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + 25 * HOUR_MS));
    try {
      await s.t.app.get(UploadSweeper).sweep();
    } finally {
      clock.mockRestore();
    }
    expect([await stored(upload), await stored(variant)]).toEqual([true, true]);
    expect((await read(owner.code)).coverImage).not.toBeNull();
  });
});
