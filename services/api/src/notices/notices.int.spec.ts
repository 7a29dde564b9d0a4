import { LIMITS, MSG } from '@babynews/contracts';
import { apiError, NOTICE_ALLOWED_SAMPLE, NOTICE_XSS_CORPUS, noticeApi, noticeBody, unsafeNoticeMarkup, uploadForm, type NoticeApi } from '@babynews/testing';
import { testDatabases, testKit, useTestApp } from '../../test/harness';
import { UploadsService } from '../uploads/uploads.service';
import { PNG_1X1 } from '../wishes/testing/wish-fixtures';

const ADMIN = { username: 'notice_admin', password: 'admin-password-1' };

/**
 * Notice routes (spec §2, §5, §7, §8; ARCHITECTURE §4.14) on SQLite and MariaDB: the public list and
 * detail, the administrators' create/edit/delete with their validation messages, the permission checks
 * (401 anonymous, 403 member, role re-read from the database), 404 for unknown ids, images through the
 * uploads domain, and the server-side sanitiser over a payload corpus.
 */
describe.each(testDatabases())('notices on %s', (db) => {
  const s = useTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  let notices: NoticeApi;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    const kit = testKit(s.t);
    notices = noticeApi(kit.api);
    admin = (await kit.make.admin(ADMIN)).token;
    member = (await kit.make.member()).token;
  });

  /** Presigns `notices/{ms}-{name}` as the administrator and POSTs a 1×1 PNG with the signed form; returns the stored key. */
  async function uploadNoticeImage(name = '공지 사진.png'): Promise<string> {
    const signed = await notices.presign(admin, `notices/${Date.now()}-${name.replace(/\s/g, '_')}`);
    expect(signed.status).toBe(200);
    expect(signed.body.path).toMatch(/^notices\/\d+-\d{13}-[0-9a-f]{12}\.png$/);
    const post = await s.t.app.inject({ method: 'POST', url: new URL(signed.body.url).pathname, payload: uploadForm(signed.body, PNG_1X1) });
    expect(post.statusCode).toBe(200);
    return signed.body.path;
  }

  const imageUrlOf = (path: string) => `https://babynews.test/api/uploads/files/${path}`;
  /** True while the stored file of `path` exists (after every pending discard has run). */
  const fileExists = async (path: string) => {
    await s.t.app.get(UploadsService).settled();
    return (await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${path}` })).statusCode === 200;
  };

  it('administrator publishes a notice with an image; anyone lists it (newest first) and reads it', async () => {
    const older = await notices.make(admin, { title: '먼저 쓴 공지' });
    const imagePath = await uploadNoticeImage();
    const created = await notices.create(admin, { title: '  새해 인사  ', content: NOTICE_ALLOWED_SAMPLE, imagePath });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: '새해 인사',
      content: expect.stringContaining('<h2>점검 안내</h2>'),
      imageUrl: imageUrlOf(imagePath),
      imagePath,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.any(String),
    });

    const list = await notices.list();
    expect(list.status).toBe(200);
    const ids = list.body.map((n) => n.id);
    expect(ids.indexOf(created.body.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.body.find((n) => n.id === created.body.id)).toEqual({ id: created.body.id, title: '새해 인사', createdAt: created.body.createdAt });
    expect(list.body[0]).not.toHaveProperty('content');

    const read = await notices.get(created.body.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const file = await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${imagePath}` });
    expect(file.statusCode).toBe(200);
  });

  it('edit replaces title and content, keeps the image when imagePath is absent, removes it with null', async () => {
    const imagePath = await uploadNoticeImage();
    const notice = await notices.make(admin, { imagePath });

    const kept = await notices.edit(admin, notice.id, { title: '수정한 제목', content: '<p>수정한 <em>내용</em></p>' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      id: notice.id,
      title: '수정한 제목',
      content: '<p>수정한 <em>내용</em></p>',
      imagePath,
      imageUrl: imageUrlOf(imagePath),
    });
    expect((await notices.get(notice.id)).body).toMatchObject({ title: '수정한 제목', imagePath });

    const replacement = await uploadNoticeImage('두번째.png');
    const replaced = await notices.edit(admin, notice.id, { title: '수정한 제목', content: '<p>x</p>', imagePath: replacement });
    expect(replaced.body).toMatchObject({ imagePath: replacement, imageUrl: imageUrlOf(replacement) });
    expect(await fileExists(imagePath)).toBe(false);
    expect(await fileExists(replacement)).toBe(true);

    const removed = await notices.edit(admin, notice.id, { title: '이미지 없음', content: '<p>x</p>', imagePath: null });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ imagePath: null, imageUrl: null });
    expect((await notices.get(notice.id)).body).toMatchObject({ title: '이미지 없음', imagePath: null, imageUrl: null });
    expect(await fileExists(replacement)).toBe(false);
  });

  it('delete answers {id}; the notice is gone from the list, its detail answers 404 and its image file is deleted', async () => {
    const imagePath = await uploadNoticeImage();
    const notice = await notices.make(admin, { imagePath });
    expect(await fileExists(imagePath)).toBe(true);
    const res = await notices.remove(admin, notice.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: notice.id });
    expect(await fileExists(imagePath)).toBe(false);
    expect((await notices.list()).body.map((n) => n.id)).not.toContain(notice.id);
    const gone = await notices.get(notice.id);
    expect(gone.status).toBe(404);
    expect(apiError(gone)).toEqual({ statusCode: 404, code: 'NOTICE_NOT_FOUND', message: MSG.notice.notFound, error: 'Not Found' });
    expect((await notices.remove(admin, notice.id)).status).toBe(404);
  });

  describe('validation (create and edit alike; nothing is stored)', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['blank title', { title: '   ' }, MSG.notice.titleRequired],
      ['missing title', { title: undefined }, MSG.notice.titleRequired],
      ['title over 200 characters', { title: '가'.repeat(LIMITS.noticeTitleMax + 1) }, MSG.notice.titleTooLong],
      ['blank content', { content: '  ' }, MSG.notice.contentRequired],
      ['content the editor leaves empty', { content: '<p></p><p><br></p>' }, MSG.notice.contentRequired],
      ['content with nothing allowed in it', { content: '<script>alert(1)</script><iframe srcdoc="x"></iframe>' }, MSG.notice.contentRequired],
      ['content that is not a string', { content: 42 }, MSG.notice.contentRequired],
    ];

    it.each(cases)('%s → 400 VALIDATION_FAILED with the Korean message', async (_name, overrides, message) => {
      const before = (await notices.list()).body.length;
      const body = noticeBody(overrides);
      for (const res of [await notices.create(admin, body), await notices.edit(admin, (await notices.make(admin)).id, body)]) {
        expect(res.status).toBe(400);
        expect(apiError(res)).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
      }
      expect((await notices.list()).body.length).toBe(before + 1);
    });

    it('a title of exactly 200 characters is accepted', async () => {
      const res = await notices.create(admin, noticeBody({ title: '가'.repeat(LIMITS.noticeTitleMax) }));
      expect(res.status).toBe(201);
      expect(res.body.title).toHaveLength(LIMITS.noticeTitleMax);
    });

    it('an unknown field is refused; an imagePath that is no finished upload of this administrator → UPLOAD_NOT_FOUND', async () => {
      const unknown = await notices.create(admin, { ...noticeBody(), authorId: 1 });
      expect(unknown.status).toBe(400);
      expect(apiError(unknown)).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.common.unknownField('authorId') });

      const signed = await notices.presign(admin, 'notices/1700000000000-never.png');
      for (const imagePath of [signed.body.path, 'notices/1-1700000000000-0123456789ab.png', 'wish/1-1700000000000-0123456789ab.png']) {
        const res = await notices.create(admin, noticeBody({ imagePath }));
        expect(apiError(res)).toEqual({ statusCode: 400, code: 'UPLOAD_NOT_FOUND', message: MSG.upload.notUploaded, error: 'Bad Request' });
      }
    });
  });

  describe('permissions', () => {
    it('create, edit and delete answer 401 without a token and 403 for a member; nothing changes', async () => {
      const notice = await notices.make(admin, { title: '그대로 있어야 할 공지' });
      const before = (await notices.list()).body.length;
      for (const [token, status, code] of [
        [null, 401, 'UNAUTHENTICATED'],
        ['not-a-token', 401, 'UNAUTHENTICATED'],
        [member, 403, 'FORBIDDEN'],
      ] as const) {
        for (const res of [
          await notices.create(token, noticeBody()),
          await notices.edit(token, notice.id, noticeBody({ title: '바뀌면 안 됨' })),
          await notices.remove(token, notice.id),
        ]) {
          expect(res.status).toBe(status);
          expect(apiError(res).code).toBe(code);
        }
      }
      expect((await notices.list()).body.length).toBe(before);
      expect((await notices.get(notice.id)).body.title).toBe('그대로 있어야 할 공지');
    });

    it('a member cannot presign under notices/ (UPLOAD_PATH_FORBIDDEN)', async () => {
      const res = await notices.presign(member, 'notices/1700000000000-a.png');
      expect(res.status).toBe(403);
      expect(apiError(res).code).toBe('UPLOAD_PATH_FORBIDDEN');
    });

    it('list and detail are public (no token needed)', async () => {
      const notice = await notices.make(admin);
      expect((await notices.list()).status).toBe(200);
      expect((await notices.get(notice.id)).status).toBe(200);
    });
  });

  it.each(['2000000000', '0', 'abc', '-1', '99999999999'])('unknown or impossible id %s → 404 NOTICE_NOT_FOUND on detail, edit and delete', async (id) => {
    for (const res of [await notices.get(id), await notices.edit(admin, id, noticeBody()), await notices.remove(admin, id)]) {
      expect(res.status).toBe(404);
      expect(apiError(res)).toEqual({ statusCode: 404, code: 'NOTICE_NOT_FOUND', message: MSG.notice.notFound, error: 'Not Found' });
    }
  });

  describe('server-side sanitiser (ARCHITECTURE §4.14)', () => {
    it.each(NOTICE_XSS_CORPUS.map((payload) => [payload]))('stores nothing unsafe of %s (create and edit)', async (payload) => {
      const created = await notices.create(admin, noticeBody({ content: payload }));
      expect(created.status).toBe(201);
      const edited = await notices.edit(admin, created.body.id, noticeBody({ content: `${payload}<p>수정</p>` }));
      expect(edited.status).toBe(200);
      for (const stored of [created.body.content, (await notices.get(created.body.id)).body.content]) {
        expect(stored).toContain('<p>안내</p>');
        expect(unsafeNoticeMarkup(stored)).toEqual([]);
      }
      expect(unsafeNoticeMarkup((await notices.get(created.body.id)).body.content)).toEqual([]);
      expect(unsafeNoticeMarkup(payload)).not.toEqual([]);
    });

    it('keeps headings, lists, links (new tab, no opener), bold and images', async () => {
      const res = await notices.create(admin, noticeBody({ content: NOTICE_ALLOWED_SAMPLE }));
      expect(res.body.content).toBe(
        '<h2>점검 안내</h2><p><strong>굵은 글씨</strong>와 <a href="https://example.com/guide" target="_blank" rel="noopener noreferrer nofollow">안내 링크</a></p>' +
          '<ul><li>첫째</li><li>둘째</li></ul><ol><li>하나</li></ol><p><img src="https://example.com/notice.png" alt="안내 이미지" /></p>',
      );
    });

    it('the title is stored as text, never as markup', async () => {
      const res = await notices.create(admin, noticeBody({ title: '<img src=x onerror=alert(1)>' }));
      expect(res.status).toBe(201);
      expect((await notices.get(res.body.id)).body.title).toBe('<img src=x onerror=alert(1)>');
    });
  });
});
