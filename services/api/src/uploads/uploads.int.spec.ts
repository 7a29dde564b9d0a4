import { LIMITS, MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, ownerWithNews, signUp, wishBody } from '../../test/helpers';
import { Member } from '../members/member.entity';
import { PNG_1X1, quietTitles } from '../wishes/testing/wish-fixtures';
import type { LocalStorageDriver } from './local-storage.driver';
import { STORAGE_DRIVER } from './storage.types';

describe.each(testDatabases())('uploads with the local driver on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));

  const presign = (token: string | null, path: unknown) =>
    s.t.app.inject({ method: 'POST', url: '/api/s3/getPreSignedUrl', headers: token ? bearer(token) : {}, payload: { path } });
  /** PUT to a signed URL as the browser does (the URL's origin is PUBLIC_BASE_URL). */
  const putTo = (url: string, body: Buffer, contentType: string) => {
    const { pathname, search } = new URL(url);
    return s.t.app.inject({ method: 'PUT', url: pathname + search, headers: { 'content-type': contentType }, payload: body });
  };
  const driver = () => s.t.app.get<LocalStorageDriver>(STORAGE_DRIVER);

  it('member: signed URL for wish/, PUT stores the file, served with a long cache; the wish shows it as a full URL', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const res = await presign(token, 'wish/1700000000000-아기_사진.webp');
    expect(res.statusCode).toBe(200);
    const signed = res.json();
    expect(signed).toEqual({ url: expect.any(String), contentType: 'image/webp', path: expect.stringMatching(/^wish\/\d+-\d{13}-[0-9a-f]{12}\.webp$/) });
    expect(signed.url).toMatch(
      new RegExp(`^https://babynews\\.test/api/uploads/local/${signed.path.replace(/[./]/g, '\\$&')}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    const webp = Buffer.concat([Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(20)]);
    const put = await putTo(signed.url, webp, 'image/webp');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ path: signed.path });

    const file = await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${signed.path}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(webp)).toBe(true);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const wish = await s.t.app.inject({
      method: 'POST',
      url: `/api/wish/create/${code}`,
      headers: bearer(token),
      payload: wishBody({ imagePath: signed.path }),
    });
    expect(wish.statusCode).toBe(201);
    const imageUrl = `https://babynews.test/api/uploads/files/${signed.path}`;
    expect(wish.json()).toMatchObject({ imagePath: signed.path, imageUrl });
    const read = await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}` });
    expect(read.json().wishList[0]).toMatchObject({ imageUrl });
    expect(read.json().wishList[0]).not.toHaveProperty('imagePath');
  });

  it('presign: 401 without a token; members only under wish/; images only; administrators also notices/, popup-modal-, assets/', async () => {
    const { token, member } = await signUp(s.t);
    expect((await presign(null, 'wish/a.png')).statusCode).toBe(401);
    for (const path of ['notices/1-a.png', 'popup-modal-1.png', 'assets/a.png', '../wish/a.png', 'a.png']) {
      expect((await presign(token, path)).json()).toEqual({
        statusCode: 403,
        code: 'UPLOAD_PATH_FORBIDDEN',
        message: MSG.upload.pathForbidden,
        error: 'Forbidden',
      });
    }
    for (const path of ['wish/a.svg', 'wish/a.html', 'wish/noext']) {
      expect((await presign(token, path)).json()).toEqual({
        statusCode: 400,
        code: 'UPLOAD_TYPE_NOT_ALLOWED',
        message: MSG.upload.typeNotAllowed,
        error: 'Bad Request',
      });
    }
    expect((await presign(token, '')).json().message).toBe(MSG.upload.pathForbidden);
    expect((await presign(token, 42)).json().message).toBe(MSG.upload.pathForbidden);

    await s.t.app.get(DataSource).getRepository(Member).update({ username: member.username }, { role: 'ROLE_ADMIN' });
    // A token issued before the role change no longer works (ARCHITECTURE §4.3): sign in again.
    expect((await presign(token, 'wish/a.png')).statusCode).toBe(401);
    const login = await s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: { username: member.username, password: member.password } });
    const adminToken = login.json<{ accessToken: string }>().accessToken;
    for (const [path, prefix] of [
      ['notices/1-a.png', 'notices/'],
      ['popup-modal-1.jpg', 'popup-modal-'],
      ['assets/hero.gif', 'assets/'],
    ]) {
      const res = await presign(adminToken, path);
      expect(res.statusCode).toBe(200);
      expect(res.json().path.startsWith(prefix)).toBe(true);
    }
  });

  it('signed PUT: refuses a tampered, expired or reused-for-another-key signature, a wrong type, a fake image and > 10 MB', async () => {
    const { token } = await ownerWithNews(s.t);
    const signed = (await presign(token, 'wish/a.png')).json();
    const url = new URL(signed.url);
    const sig = url.searchParams.get('signature')!;
    const bad = { statusCode: 403, code: 'UPLOAD_SIGNATURE_INVALID', message: MSG.upload.signatureInvalid, error: 'Forbidden' };

    url.searchParams.set(
      'signature',
      sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    );
    expect((await putTo(url.href, PNG_1X1, 'image/png')).json()).toEqual(bad);
    const other = new URL(signed.url.replace(/-[0-9a-f]{12}\.png/, '-000000000000.png'));
    expect((await putTo(other.href, PNG_1X1, 'image/png')).json()).toEqual(bad);
    const later = new URL(signed.url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 1000));
    expect((await putTo(later.href, PNG_1X1, 'image/png')).json()).toEqual(bad);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `/api/uploads/local/${signed.path}?expires=${past}&signature=${driver().signer.sign(signed.path, 'image/png', past)}`;
    expect((await s.t.app.inject({ method: 'PUT', url: expired, headers: { 'content-type': 'image/png' }, payload: PNG_1X1 })).json()).toEqual(bad);

    const typeError = { statusCode: 400, code: 'UPLOAD_TYPE_NOT_ALLOWED', message: MSG.upload.typeNotAllowed, error: 'Bad Request' };
    expect((await putTo(signed.url, PNG_1X1, 'image/jpeg')).json()).toEqual(typeError);
    expect((await putTo(signed.url, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')).json()).toEqual(typeError);
    expect((await putTo(signed.url, Buffer.alloc(0), 'image/png')).json()).toEqual(typeError);

    const huge = Buffer.concat([PNG_1X1, Buffer.alloc(LIMITS.uploadMaxBytes)]);
    expect((await putTo(signed.url, huge, 'image/png')).json()).toEqual({
      statusCode: 413,
      code: 'UPLOAD_TOO_LARGE',
      message: MSG.upload.tooLarge,
      error: 'Payload Too Large',
    });
    expect(await driver().stat(signed.path)).toBeNull();
    expect((await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${signed.path}` })).statusCode).toBe(404);

    expect((await putTo(signed.url, PNG_1X1, 'image/png')).statusCode).toBe(200);
    expect(await driver().stat(signed.path)).toEqual({ size: PNG_1X1.length, contentType: 'image/png' });
  });

  it('file route: 404 JSON for unknown or malformed keys (no path tricks)', async () => {
    for (const path of ['wish/1-1700000000000-0a1b2c3d4e5f.png', '..%2F..%2Fjwt-secret', 'wish/..%2F..%2Fjwt-secret', '../babynews.sqlite']) {
      const res = await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${path}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.common.notFound);
    }
  });

  it('wish images: update replaces (old file removed) and "" removes; another member cannot use my upload', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const upload = async () => {
      const signed = (await presign(token, 'wish/a.png')).json();
      expect((await putTo(signed.url, PNG_1X1, 'image/png')).statusCode).toBe(200);
      return signed.path as string;
    };
    const first = await upload();
    const created = await s.t.app.inject({ method: 'POST', url: `/api/wish/create/${code}`, headers: bearer(token), payload: wishBody({ imagePath: first }) });
    const id = created.json().id;
    const keep = await s.t.app.inject({ method: 'PUT', url: `/api/wish/update/${id}`, headers: bearer(token), payload: wishBody({ imagePath: null }) });
    expect(keep.json().imagePath).toBe(first);
    const second = await upload();
    const replaced = await s.t.app.inject({ method: 'PUT', url: `/api/wish/update/${id}`, headers: bearer(token), payload: wishBody({ imagePath: second }) });
    expect(replaced.json()).toMatchObject({ imagePath: second, imageUrl: `https://babynews.test/api/uploads/files/${second}` });
    await new Promise((r) => setTimeout(r, 50));
    expect(await driver().stat(first)).toBeNull();
    const removed = await s.t.app.inject({ method: 'PUT', url: `/api/wish/update/${id}`, headers: bearer(token), payload: wishBody({ imagePath: '' }) });
    expect(removed.json()).toMatchObject({ imagePath: null, imageUrl: null });

    const mine = await upload();
    const stranger = await ownerWithNews(s.t);
    const stolen = await s.t.app.inject({
      method: 'POST',
      url: `/api/wish/create/${stranger.code}`,
      headers: bearer(stranger.token),
      payload: wishBody({ imagePath: mine }),
    });
    expect(stolen.json()).toEqual({ statusCode: 400, code: 'UPLOAD_NOT_FOUND', message: MSG.upload.notUploaded, error: 'Bad Request' });
  });
});
