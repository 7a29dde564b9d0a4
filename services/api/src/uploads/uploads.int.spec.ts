import { LIMITS, MSG, type PresignResponse } from '@babynews/contracts';
import { uploadForm } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, ownerWithNews, signUp, wishBody } from '../../test/helpers';
import { Member } from '../members/member.entity';
import { PNG_1X1, quietTitles } from '../wishes/testing/wish-fixtures';
import type { LocalStorageDriver } from './local-storage.driver';
import { STORAGE_DRIVER } from './storage.types';
import { UploadsService } from './uploads.service';

describe.each(testDatabases())('uploads with the local driver on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));

  const presign = (token: string | null, path: unknown, size?: number) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/s3/getPreSignedUrl',
      headers: token ? bearer(token) : {},
      payload: size === undefined ? { path } : { path, size },
    });
  /** POSTs the signed form as the browser does (the URL's origin is PUBLIC_BASE_URL); `fields` replaces the signed ones. */
  const postTo = (signed: PresignResponse, body: Buffer, fields: Record<string, string> = signed.fields) => {
    const { pathname, search } = new URL(signed.url);
    return s.t.app.inject({ method: 'POST', url: pathname + search, payload: uploadForm({ ...signed, fields }, body) });
  };
  const driver = () => s.t.app.get<LocalStorageDriver>(STORAGE_DRIVER);
  const uploads = () => s.t.app.get(UploadsService);

  it('member: signed form for wish/, POST stores the file, served with a long cache; the wish shows it as a full URL', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const res = await presign(token, 'wish/1700000000000-아기_사진.webp');
    expect(res.statusCode).toBe(200);
    const signed = res.json<PresignResponse>();
    expect(signed).toEqual({
      url: 'https://babynews.test/api/uploads/local',
      fields: { key: signed.path, 'Content-Type': 'image/webp', token: expect.stringMatching(/^\d+\.10485760\.[0-9a-f]{64}$/) },
      contentType: 'image/webp',
      path: expect.stringMatching(/^wish\/\d+-\d{13}-[0-9a-f]{12}\.webp$/),
    });

    const webp = Buffer.concat([Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(20)]);
    const post = await postTo(signed, webp);
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ path: signed.path });

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

  it('signed POST: refuses a tampered, expired or reused-for-another-key token, a wrong type, a fake image, fields after the file and > 10 MB', async () => {
    const { token } = await ownerWithNews(s.t);
    const signed = (await presign(token, 'wish/a.png')).json<PresignResponse>();
    const bad = { statusCode: 403, code: 'UPLOAD_SIGNATURE_INVALID', message: MSG.upload.signatureInvalid, error: 'Forbidden' };
    const [expires, maxBytes, sig] = signed.fields.token.split('.');

    const tampered = `${expires}.${maxBytes}.${sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`;
    expect((await postTo(signed, PNG_1X1, { ...signed.fields, token: tampered })).json()).toEqual(bad);
    const otherKey = signed.path.replace(/-[0-9a-f]{12}\.png/, '-000000000000.png');
    expect((await postTo(signed, PNG_1X1, { ...signed.fields, key: otherKey })).json()).toEqual(bad);
    expect((await postTo(signed, PNG_1X1, { ...signed.fields, token: `${Number(expires) + 1000}.${maxBytes}.${sig}` })).json()).toEqual(bad);
    expect((await postTo(signed, PNG_1X1, { ...signed.fields, token: `${expires}.${Number(maxBytes) * 2}.${sig}` })).json()).toEqual(bad);
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(
      (await postTo(signed, PNG_1X1, { ...signed.fields, token: driver().signer.token(signed.path, 'image/png', LIMITS.uploadMaxBytes, past) })).json(),
    ).toEqual(bad);
    // Fields after the file are not read (as on S3): the form carries no token.
    const late = new FormData();
    late.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'a.png');
    for (const [name, value] of Object.entries(signed.fields)) late.append(name, value);
    expect((await s.t.app.inject({ method: 'POST', url: '/api/uploads/local', payload: late })).json()).toEqual(bad);

    const typeError = { statusCode: 400, code: 'UPLOAD_TYPE_NOT_ALLOWED', message: MSG.upload.typeNotAllowed, error: 'Bad Request' };
    expect((await postTo(signed, PNG_1X1, { ...signed.fields, 'Content-Type': 'image/jpeg' })).json()).toEqual(typeError);
    expect((await postTo(signed, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).json()).toEqual(typeError);
    expect((await postTo(signed, Buffer.alloc(0))).json()).toEqual(typeError);
    const raw = await s.t.app.inject({ method: 'POST', url: '/api/uploads/local', headers: { 'content-type': 'image/png' }, payload: PNG_1X1 });
    expect(raw.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const tooLarge = { statusCode: 413, code: 'UPLOAD_TOO_LARGE', message: MSG.upload.tooLarge, error: 'Payload Too Large' };
    const elevenMb = Buffer.concat([PNG_1X1, Buffer.alloc(11 * 1024 * 1024)]);
    expect((await postTo(signed, elevenMb)).json()).toEqual(tooLarge);
    // Declared by Content-Length: refused before the body is read.
    const declared = await s.t.app.inject({
      method: 'POST',
      url: '/api/uploads/local',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * 1024 * 1024) },
      payload: '--x--',
    });
    expect(declared.json()).toEqual(tooLarge);
    // The old signed PUT no longer exists.
    expect(
      (await s.t.app.inject({ method: 'PUT', url: `/api/uploads/local/${signed.path}`, headers: { 'content-type': 'image/png' }, payload: PNG_1X1 }))
        .statusCode,
    ).toBe(404);
    expect(await driver().stat(signed.path)).toBeNull();
    expect((await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${signed.path}` })).statusCode).toBe(404);

    expect((await postTo(signed, PNG_1X1)).statusCode).toBe(200);
    expect(await driver().stat(signed.path)).toEqual({ size: PNG_1X1.length, contentType: 'image/png' });
  });

  it('declared size: over 10 MB refused at signing; the form accepts no more than the declared bytes', async () => {
    const { token } = await ownerWithNews(s.t);
    expect((await presign(token, 'wish/a.png', LIMITS.uploadMaxBytes + 1)).json()).toEqual({
      statusCode: 413,
      code: 'UPLOAD_TOO_LARGE',
      message: MSG.upload.tooLarge,
      error: 'Payload Too Large',
    });
    const signed = (await presign(token, 'wish/a.png', PNG_1X1.length)).json<PresignResponse>();
    expect(signed.fields.token).toMatch(new RegExp(`^\\d+\\.${PNG_1X1.length}\\.`));
    expect((await postTo(signed, Buffer.concat([PNG_1X1, Buffer.alloc(1)]))).json().code).toBe('UPLOAD_TOO_LARGE');
    expect((await postTo(signed, PNG_1X1)).statusCode).toBe(200);
  });

  it('file route: 404 JSON for unknown or malformed keys (no path tricks)', async () => {
    for (const path of ['wish/1-1700000000000-0a1b2c3d4e5f.png', '..%2F..%2Fjwt-secret', 'wish/..%2F..%2Fjwt-secret', '../babynews.sqlite']) {
      const res = await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${path}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.common.notFound);
    }
  });

  it('wish images: update replaces (old file removed), "" removes (file removed), deleting the wish removes its file; another member cannot use my upload', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const upload = async () => {
      const signed = (await presign(token, 'wish/a.png')).json<PresignResponse>();
      expect((await postTo(signed, PNG_1X1)).statusCode).toBe(200);
      return signed.path;
    };
    const first = await upload();
    const created = await s.t.app.inject({ method: 'POST', url: `/api/wish/create/${code}`, headers: bearer(token), payload: wishBody({ imagePath: first }) });
    const id = created.json().id;
    const keep = await s.t.app.inject({ method: 'PUT', url: `/api/wish/update/${id}`, headers: bearer(token), payload: wishBody({ imagePath: null }) });
    expect(keep.json().imagePath).toBe(first);
    await uploads().settled();
    expect(await driver().stat(first)).not.toBeNull();
    const second = await upload();
    const replaced = await s.t.app.inject({ method: 'PUT', url: `/api/wish/update/${id}`, headers: bearer(token), payload: wishBody({ imagePath: second }) });
    expect(replaced.json()).toMatchObject({ imagePath: second, imageUrl: `https://babynews.test/api/uploads/files/${second}` });
    await uploads().settled();
    expect(await driver().stat(first)).toBeNull();
    expect(await driver().stat(second)).not.toBeNull();
    const removed = await s.t.app.inject({ method: 'PUT', url: `/api/wish/update/${id}`, headers: bearer(token), payload: wishBody({ imagePath: '' }) });
    expect(removed.json()).toMatchObject({ imagePath: null, imageUrl: null });
    await uploads().settled();
    expect(await driver().stat(second)).toBeNull();

    const third = await upload();
    const other = await s.t.app.inject({ method: 'POST', url: `/api/wish/create/${code}`, headers: bearer(token), payload: wishBody({ imagePath: third }) });
    expect((await s.t.app.inject({ method: 'DELETE', url: `/api/wish/delete/${other.json().id}`, headers: bearer(token) })).statusCode).toBe(200);
    await uploads().settled();
    expect(await driver().stat(third)).toBeNull();

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
