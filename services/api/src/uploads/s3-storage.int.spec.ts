import { LIMITS, MSG, type PresignResponse, type SavedEventSummary } from '@babynews/contracts';
import { uploadForm } from '@babynews/testing';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, createWebDist, startApp, type TestApp, type TestDatabase } from '../../test/harness';
import { plainPicture } from '../../test/cover-fixtures';
import { bearer, newsBody, ownerWithNews, wishBody } from '../../test/helpers';
import { PNG_1X1, quietTitles } from '../wishes/testing/wish-fixtures';
import { Clock } from '../common/clock';
import type { S3StorageDriver } from './s3-storage.driver';
import { STORAGE_DRIVER, type SignedPost } from './storage.types';
import { UploadSweeper } from './upload-sweeper';
import { UploadsService } from './uploads.service';
import { UploadRecord } from './upload.entity';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('@20minutes/s3rver') as new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };

const BUCKET = 'babynews-test';

/**
 * The s3 driver against a real S3-compatible server (@20minutes/s3rver) on a random loopback port:
 * presigned POST forms store objects, their policy fixes key, type and size range and carries the SigV4
 * signature S3 checks (s3rver itself does not enforce POST policies, so the policy is verified here),
 * the API's whole image flow works with STORAGE=s3, and deleted news pages and abandoned uploads leave
 * no object behind.
 */
describe('s3 storage driver (s3rver)', () => {
  let server: InstanceType<typeof S3rver>;
  let endpoint: string;
  let dir: string;
  let db: TestDatabase;
  let webDist: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'babynews-s3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    db = await createTestDatabase('sqlite');
    webDist = createWebDist();
    t = await startApp({
      ...db.env,
      WEB_DIST_DIR: webDist,
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    quietTitles(t);
  });

  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  const driver = () => t.app.get<S3StorageDriver>(STORAGE_DRIVER);
  const post = (signed: SignedPost, body: Buffer, contentType = 'image/png') =>
    fetch(signed.url, { method: 'POST', body: uploadForm({ fields: signed.fields, contentType }, body) });
  const presign = (token: string, path: string, size?: number) =>
    t.app.inject({ method: 'POST', url: '/api/s3/getPreSignedUrl', headers: bearer(token), payload: size === undefined ? { path } : { path, size } });
  /** The POST policy of a signed form, decoded. */
  const policyOf = (signed: SignedPost) =>
    JSON.parse(Buffer.from(signed.fields.Policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
  /** SigV4 signature of a POST policy (what S3 recomputes from its copy of the secret). */
  const sigV4 = (policy: string, date: string) => {
    const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
    const key = hmac(hmac(hmac(hmac(`AWS4S3RVER`, date), 'us-east-1'), 's3'), 'aws4_request');
    return createHmac('sha256', key).update(policy).digest('hex');
  };

  it('a presigned POST stores the object; stat and remove see it', async () => {
    expect(driver().kind).toBe('s3');
    const key = 'wish/1-1700000000000-0a1b2c3d4e5f.png';
    const signed = await driver().presignPost(key, 'image/png', LIMITS.uploadMaxBytes, 60);
    expect(signed.url).toBe(`${endpoint}/${BUCKET}`);
    expect(signed.fields).toMatchObject({ key, 'Content-Type': 'image/png', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const res = await post(signed, PNG_1X1);
    expect(res.status).toBeLessThan(300);
    expect(await driver().stat(key)).toEqual({ size: PNG_1X1.length, contentType: 'image/png' });
    const got = await fetch(driver().publicUrl(key));
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    await driver().remove(key);
    expect(await driver().stat(key)).toBeNull();
  });

  it('the POST policy fixes the key and the content type, bounds the size (1 B to 10 MB or the declared size), expires, and is signed with SigV4', async () => {
    const key = 'wish/1-1700000000000-111111111111.png';
    const before = Date.now();
    const signed = await driver().presignPost(key, 'image/png', LIMITS.uploadMaxBytes, 600);
    const policy = policyOf(signed);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 10485760], { key }, { 'Content-Type': 'image/png' }, { bucket: BUCKET }]),
    );
    const expiresAt = Date.parse(policy.expiration);
    // The SDK signs on its skew-corrected clock: after each answer it sets its offset to the server's
    // whole-second `Date` header minus the time the answer arrived, so its clock may run up to 1 s behind ours.
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000 + 600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(signed.fields['X-Amz-Credential']).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    const date = signed.fields['X-Amz-Credential'].split('/')[1];
    expect(signed.fields['X-Amz-Signature']).toBe(sigV4(signed.fields.Policy, date));
    // Another key, type or size would need another policy, and so another signature.
    expect(sigV4(signed.fields.Policy.replace(/.$/, 'A'), date)).not.toBe(signed.fields['X-Amz-Signature']);

    const declared = await driver().presignPost(key, 'image/png', 1234, 600);
    expect(policyOf(declared).conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 1234]]));
  });

  it('API flow with STORAGE=s3: presign → POST to S3 → wish with imagePath → full S3 image URL in the public read', async () => {
    const { token, code } = await ownerWithNews(t);
    const signed = (await presign(token, 'wish/1700000000000-a.png')).json<PresignResponse>();
    expect(signed).toMatchObject({ contentType: 'image/png', path: expect.stringMatching(/^wish\/\d+-\d{13}-[0-9a-f]{12}\.png$/) });
    expect(signed.url).toBe(`${endpoint}/${BUCKET}`);
    expect(signed.fields).toMatchObject({ key: signed.path, 'Content-Type': 'image/png' });
    expect(policyOf(signed).conditions).toEqual(expect.arrayContaining([['content-length-range', 1, LIMITS.uploadMaxBytes]]));

    // Not uploaded yet: the wish refuses the path.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/wish/create/${code}`,
      headers: bearer(token),
      payload: wishBody({ imagePath: signed.path }),
    });
    expect(early.json()).toEqual({ statusCode: 400, code: 'UPLOAD_NOT_FOUND', message: MSG.upload.notUploaded, error: 'Bad Request' });

    expect((await post(signed, PNG_1X1)).status).toBeLessThan(300);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/wish/create/${code}`,
      headers: bearer(token),
      payload: wishBody({ imagePath: signed.path }),
    });
    expect(created.statusCode).toBe(201);
    const imageUrl = `${endpoint}/${BUCKET}/${signed.path}`;
    expect(created.json().imageUrl).toBe(imageUrl);
    const read = await t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}` });
    expect(read.json().wishList[0].imageUrl).toBe(imageUrl);
    expect(Buffer.from(await (await fetch(imageUrl)).arrayBuffer()).equals(PNG_1X1)).toBe(true);

    // The browser may POST to and read from the S3 origin (CSP), and nothing else was opened up.
    const csp = String(read.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${endpoint.replace(/[.:/]/g, '\\$&')}(;|$)`));
    expect(csp).toContain(`img-src 'self' data: blob: https: ${endpoint}`);

    // The local driver's routes do not exist with STORAGE=s3.
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/files/${signed.path}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/uploads/local', payload: uploadForm(signed, PNG_1X1) })).statusCode).toBe(404);
  });

  it('over 10 MB: refused at signing, bounded by the policy, and an oversized object that got stored anyway is refused at use and deleted', async () => {
    const { token, code } = await ownerWithNews(t);
    expect((await presign(token, 'wish/big.png', 11 * 1024 * 1024)).json()).toEqual({
      statusCode: 413,
      code: 'UPLOAD_TOO_LARGE',
      message: MSG.upload.tooLarge,
      error: 'Payload Too Large',
    });
    const signed = (await presign(token, 'wish/big.png')).json<PresignResponse>();
    expect(policyOf(signed).conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 10485760]]));
    // s3rver does not enforce POST policies (AWS S3 answers 400 EntityTooLarge here), so the object lands:
    // the API's own check still refuses it and removes it.
    expect((await post(signed, Buffer.concat([PNG_1X1, Buffer.alloc(11 * 1024 * 1024)]))).status).toBeLessThan(300);
    const used = await t.app.inject({ method: 'POST', url: `/api/wish/create/${code}`, headers: bearer(token), payload: wishBody({ imagePath: signed.path }) });
    expect(used.json()).toEqual({ statusCode: 400, code: 'UPLOAD_STORED_TOO_LARGE', message: MSG.upload.tooLarge, error: 'Bad Request' });
    expect(await driver().stat(signed.path)).toBeNull();
  });

  it('the daily quota holds with STORAGE=s3 too: nothing is signed past it (UPLOAD_QUOTA_EXCEEDED, Korean message)', async () => {
    const owner = await ownerWithNews(t);
    const ds = t.app.get(DataSource);
    const memberId = Number((await ds.query('SELECT id FROM `member` WHERE username = ?', [owner.username]))[0].id);
    await ds.getRepository(UploadRecord).insert(
      Array.from({ length: LIMITS.uploadDailyMaxCount - 1 }, (_, i) => ({
        path: `wish/${memberId}-s3q${i}.png`,
        memberId,
        sizeBytes: 1000,
        createdAt: new Date(),
      })),
    );
    const last = await presign(owner.token, 'wish/last.png', 1000);
    expect(last.statusCode).toBe(200);
    expect(last.json<PresignResponse>().url.startsWith(endpoint)).toBe(true);
    expect((await presign(owner.token, 'wish/over.png', 1000)).json()).toEqual({
      statusCode: 429,
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: MSG.upload.quotaExceeded,
      error: 'Too Many Requests',
    });
  });

  it('deleting a news page deletes its images from S3; a sweep 25 h later deletes an upload nothing references and keeps a referenced one', async () => {
    const { token, code } = await ownerWithNews(t);
    const upload = async () => {
      const signed = (await presign(token, 'wish/a.png')).json<PresignResponse>();
      expect((await post(signed, PNG_1X1)).status).toBeLessThan(300);
      return signed.path;
    };
    const [a, b, orphan] = [await upload(), await upload(), await upload()];
    for (const imagePath of [a, b]) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/wish/create/${code}`, headers: bearer(token), payload: wishBody({ imagePath }) })).statusCode,
      ).toBe(201);
    }
    const other = await ownerWithNews(t);
    const kept = (await presign(other.token, 'wish/k.png')).json<PresignResponse>();
    expect((await post(kept, PNG_1X1)).status).toBeLessThan(300);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/wish/create/${other.code}`, headers: bearer(other.token), payload: wishBody({ imagePath: kept.path }) }))
        .statusCode,
    ).toBe(201);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/event/delete/${code}`, headers: bearer(token) })).statusCode).toBe(200);
    await t.app.get(UploadsService).settled();
    expect(await driver().stat(a)).toBeNull();
    expect(await driver().stat(b)).toBeNull();
    expect(await driver().stat(orphan)).not.toBeNull();

    const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      expect(await t.app.get(UploadSweeper).sweep()).toMatchObject({ ran: true, failed: 0 });
    } finally {
      clock.mockRestore();
    }
    expect(await driver().stat(orphan)).toBeNull();
    expect(await driver().stat(kept.path)).toEqual({ size: PNG_1X1.length, contentType: 'image/png' });
  });

  it('a news cover with STORAGE=s3: the variant is read from and stored in the bucket, the link card draws it, removal deletes both', async () => {
    const { token, code } = await ownerWithNews(t);
    const photo = await plainPicture(1600, 1200);
    const signed = (await presign(token, 'wish/cover.png', photo.length)).json<PresignResponse>();
    expect((await post(signed, photo)).status).toBeLessThan(300);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/event/update/${code}`,
      headers: bearer(token),
      payload: newsBody({ coverPath: signed.path }),
    });
    const cover = saved.json<SavedEventSummary>().coverImage!;
    const variant = cover.url.slice(`${endpoint}/${BUCKET}/`.length);
    expect(cover).toEqual({ url: `${endpoint}/${BUCKET}/${variant}`, width: 800, height: 600 });
    expect(variant).toMatch(/^covers\/\d+-\d{13}-[0-9a-f]{12}\.webp$/);
    const stored = Buffer.from(await (await fetch(cover.url)).arrayBuffer());
    expect(stored.length).toBeLessThanOrEqual(LIMITS.coverVariantMaxBytes);
    expect(await driver().stat(variant)).toEqual({ size: stored.length, contentType: 'image/webp' });
    expect((await t.app.inject({ method: 'GET', url: `/api/event/card/${code}.png` })).headers['content-type']).toBe('image/png');

    await t.app.inject({ method: 'PUT', url: `/api/event/update/${code}`, headers: bearer(token), payload: newsBody({ coverPath: null }) });
    await t.app.get(UploadsService).settled();
    expect(await driver().stat(variant)).toBeNull();
    expect(await driver().stat(signed.path)).toBeNull();
  });
});
