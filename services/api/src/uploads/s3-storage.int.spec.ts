import { MSG } from '@babynews/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, createWebDist, startApp, type TestApp, type TestDatabase } from '../../test/harness';
import { bearer, ownerWithNews, wishBody } from '../../test/helpers';
import { PNG_1X1, quietTitles } from '../wishes/testing/wish-fixtures';
import type { S3StorageDriver } from './s3-storage.driver';
import { STORAGE_DRIVER } from './storage.types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('@20minutes/s3rver') as new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };

const BUCKET = 'babynews-test';

/**
 * The s3 driver against a real S3-compatible server (@20minutes/s3rver verifies SigV4 signatures
 * and expiry) on a random loopback port: presigned PUTs work, tampered / expired / retyped ones are
 * refused by the server, and the API's whole image flow works with STORAGE=s3.
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
  const put = (url: string, body: Buffer, contentType: string) => fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });

  it('a presigned PUT stores the object; stat and remove see it', async () => {
    expect(driver().kind).toBe('s3');
    const key = 'wish/1-1700000000000-0a1b2c3d4e5f.png';
    const url = await driver().presignPut(key, 'image/png', 60);
    expect(url.startsWith(`${endpoint}/${BUCKET}/${key}?`)).toBe(true);
    expect(url).toContain('X-Amz-Signature=');
    expect(url).not.toContain('x-amz-checksum');
    const res = await put(url, PNG_1X1, 'image/png');
    expect(res.status).toBe(200);
    expect(await driver().stat(key)).toEqual({ size: PNG_1X1.length, contentType: 'image/png' });
    const got = await fetch(driver().publicUrl(key));
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    await driver().remove(key);
    expect(await driver().stat(key)).toBeNull();
  });

  it('the S3 server refuses a tampered signature, another key, another content type and an expired URL', async () => {
    const key = 'wish/1-1700000000000-111111111111.png';
    const url = await driver().presignPut(key, 'image/png', 60);
    const tampered = url.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await put(tampered, PNG_1X1, 'image/png')).status).toBe(403);
    expect((await put(url.replace('111111111111', '222222222222'), PNG_1X1, 'image/png')).status).toBe(403);
    expect((await put(url, PNG_1X1, 'image/gif')).status).toBe(403);

    const shortLived = await driver().presignPut(key, 'image/png', 1);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await put(shortLived, PNG_1X1, 'image/png');
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('expired');
    expect(await driver().stat(key)).toBeNull();
  });

  it('API flow with STORAGE=s3: presign → PUT to S3 → wish with imagePath → full S3 image URL in the public read', async () => {
    const { token, code } = await ownerWithNews(t);
    const signed = (
      await t.app.inject({ method: 'POST', url: '/api/s3/getPreSignedUrl', headers: bearer(token), payload: { path: 'wish/1700000000000-a.png' } })
    ).json();
    expect(signed).toMatchObject({ contentType: 'image/png', path: expect.stringMatching(/^wish\/\d+-\d{13}-[0-9a-f]{12}\.png$/) });
    expect(signed.url.startsWith(`${endpoint}/${BUCKET}/${signed.path}?`)).toBe(true);

    // Not uploaded yet: the wish refuses the path.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/wish/create/${code}`,
      headers: bearer(token),
      payload: wishBody({ imagePath: signed.path }),
    });
    expect(early.json()).toEqual({ statusCode: 400, code: 'UPLOAD_NOT_FOUND', message: MSG.upload.notUploaded, error: 'Bad Request' });

    expect((await put(signed.url, PNG_1X1, signed.contentType)).status).toBe(200);
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

    // The browser may PUT to and read from the S3 origin (CSP), and nothing else was opened up.
    const csp = String(read.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${endpoint.replace(/[.:/]/g, '\\$&')}(;|$)`));
    expect(csp).toContain(`img-src 'self' data: blob: https: ${endpoint}`);

    // The local driver's routes do not exist with STORAGE=s3.
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/files/${signed.path}` })).statusCode).toBe(404);
  });
});
