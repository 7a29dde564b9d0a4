import { ERROR_CODES, LANDING_ASSET_GROUPS, MSG, type PresignResponse } from '@babynews/contracts';
import { createApiClient, createFactories, siteApi, uploadForm, type Reply } from '@babynews/testing';
import { injectTransport, testDatabases, useTestApp } from '../../test/harness';
import { LANDING_GROUP_SEEDS } from '../database/migrations/1795520000000-site-assets';
import { PNG_1X1 } from '../wishes/testing/wish-fixtures';

const ADMIN = { username: 'site_admin', password: 'admin-password-1' };

/** Expects the error body of `code` (with the thrower's Korean `message` when given). */
function expectError(reply: Reply<unknown>, code: keyof typeof ERROR_CODES, message: string = ERROR_CODES[code].message) {
  expect({ status: reply.status, body: reply.body }).toEqual({
    status: ERROR_CODES[code].status,
    body: { statusCode: ERROR_CODES[code].status, code, message, error: expect.any(String) },
  });
}

/**
 * Asset groups and the home popup (spec §2, §3, §7; ARCHITECTURE §4.16) on SQLite and MariaDB: public
 * reads, administrators' edits (happy path, validation messages, 401/403/404), images through the
 * uploads domain.
 */
describe.each(testDatabases())('site content on %s', (db) => {
  const s = useTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const kit = () => {
    const api = createApiClient(injectTransport(s.t.app));
    return { api, make: createFactories(api), site: siteApi(api) };
  };
  let admin: string;
  beforeAll(async () => {
    admin = (await kit().make.admin(ADMIN)).token;
  });

  /** Presigns `requested` for `token` and POSTs a PNG with the signed form, as the admin page does → the stored path. */
  async function upload(token: string, requested: string): Promise<string> {
    const signed = await s.t.app.inject({
      method: 'POST',
      url: '/api/s3/getPreSignedUrl',
      headers: { authorization: `Bearer ${token}` },
      payload: { path: requested },
    });
    expect(signed.statusCode).toBe(200);
    const body = signed.json<PresignResponse>();
    const post = await s.t.app.inject({ method: 'POST', url: new URL(body.url).pathname, payload: uploadForm(body, PNG_1X1) });
    expect(post.statusCode).toBe(200);
    return body.path;
  }
  const fileStatus = async (path: string) => (await s.t.app.inject({ method: 'GET', url: `/api/uploads/files/${path}` })).statusCode;
  const fileUrl = (path: string) => `https://babynews.test/api/uploads/files/${path}`;

  describe('asset groups', () => {
    it('the three landing groups exist from the first start with the landing copy, readable without a token', async () => {
      for (const code of LANDING_ASSET_GROUPS) {
        const res = await kit().site.assetGroup(code);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          code,
          title: LANDING_GROUP_SEEDS.find((g) => g.code === code)!.title,
          mainImageUrl: null,
          mainImagePath: null,
          assetImages: [],
        });
      }
    });

    it('an unknown or malformed code answers 404 ASSET_GROUP_NOT_FOUND on the read and on the edit', async () => {
      const { site } = kit();
      for (const code of ['no-such-group', 'LANDING-HERO', 'landing_hero', `${'a'.repeat(60)}`])
        expectError(await site.assetGroup(code), 'ASSET_GROUP_NOT_FOUND');
      expectError(await site.editAssetGroup(admin, 'no-such-group', { title: '제목' }), 'ASSET_GROUP_NOT_FOUND');
    });

    it('an administrator sets title, main image and prioritised images; a later edit keeps, reorders, removes and adds', async () => {
      const { site } = kit();
      const [main, a, b] = [await upload(admin, 'assets/main.png'), await upload(admin, 'assets/a.png'), await upload(admin, 'assets/b.png')];
      expect(main).toMatch(/^assets\/\d+-\d{13}-[0-9a-f]{12}\.png$/);
      const first = await site.editAssetGroup(admin, 'landing-benefits', {
        title: '  새 혜택 제목  ',
        mainImagePath: main,
        newAssetImagePaths: [a, b],
        newAssetImagePriorities: [5, 1],
      });
      expect(first.status).toBe(200);
      const expected = {
        code: 'landing-benefits',
        title: '새 혜택 제목',
        mainImageUrl: fileUrl(main),
        mainImagePath: main,
        assetImages: [
          { imageUrl: fileUrl(b), imagePath: b, priority: 1 },
          { imageUrl: fileUrl(a), imagePath: a, priority: 5 },
        ],
      };
      expect(first.body).toEqual(expected);
      expect((await site.assetGroup('landing-benefits')).body).toEqual(expected);
      // Other groups are untouched.
      expect((await site.assetGroup('landing-features')).body.assetImages).toEqual([]);

      const c = await upload(admin, 'assets/c.png');
      const second = await site.editAssetGroup(admin, 'landing-benefits', {
        title: '새 혜택 제목',
        mainImagePath: null,
        originalAssetImagePaths: [a],
        assetImagePriorities: [{ imageUrl: fileUrl(a), priority: 0 }],
        newAssetImagePaths: [c],
        newAssetImagePriorities: [3],
      });
      expect(second.status).toBe(200);
      expect(second.body).toEqual({
        code: 'landing-benefits',
        title: '새 혜택 제목',
        mainImageUrl: null,
        mainImagePath: null,
        assetImages: [
          { imageUrl: fileUrl(a), imagePath: a, priority: 0 },
          { imageUrl: fileUrl(c), imagePath: c, priority: 3 },
        ],
      });
      expect((await site.assetGroup('landing-benefits')).body).toEqual(second.body);
      // The removed image and the removed main image are discarded from storage; the kept ones stay.
      for (let i = 0; i < 50 && ((await fileStatus(b)) !== 404 || (await fileStatus(main)) !== 404); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await fileStatus(b)).toBe(404);
      expect(await fileStatus(main)).toBe(404);
      expect(await fileStatus(a)).toBe(200);
      // A priority given by path works like one given by URL.
      const third = await site.editAssetGroup(admin, 'landing-benefits', {
        title: '새 혜택 제목',
        originalAssetImagePaths: [a, c],
        assetImagePriorities: [
          { imageUrl: c, priority: 0 },
          { imageUrl: a, priority: 9 },
        ],
      });
      expect(third.body.assetImages.map((i) => [i.imagePath, i.priority])).toEqual([
        [c, 0],
        [a, 9],
      ]);
    });

    it('validation: the Korean message of the first failed check, nothing stored', async () => {
      const { site } = kit();
      const before = (await site.assetGroup('landing-features')).body;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: '   ' }, MSG.site.assetTitleRequired],
        [{}, MSG.site.assetTitleRequired],
        [{ title: 'a'.repeat(101) }, MSG.site.assetTitleTooLong],
        [{ title: '제목', newAssetImagePaths: ['assets/x.png'], newAssetImagePriorities: [-1] }, MSG.site.priorityInvalid],
        [{ title: '제목', newAssetImagePaths: ['assets/x.png'], newAssetImagePriorities: [1.5] }, MSG.site.priorityInvalid],
        [{ title: '제목', newAssetImagePaths: ['assets/x.png'], newAssetImagePriorities: ['1'] }, MSG.site.priorityInvalid],
        [{ title: '제목', newAssetImagePaths: ['assets/x.png'], newAssetImagePriorities: [] }, MSG.site.priorityInvalid],
        [{ title: '제목', assetImagePriorities: [{ imageUrl: 'x', priority: -3 }] }, MSG.site.priorityInvalid],
        [{ title: '제목', extra: 1 }, MSG.common.unknownField('extra')],
      ];
      for (const [body, message] of cases) expectError(await site.editAssetGroup(admin, 'landing-features', body), 'VALIDATION_FAILED', message);
      expect((await site.assetGroup('landing-features')).body).toEqual(before);
    });

    it('images must be finished uploads of this administrator under assets/, or images of the group when kept', async () => {
      const { site, make } = kit();
      const popupKey = await upload(admin, 'popup-modal-x.png');
      const never = (
        await s.t.app.inject({
          method: 'POST',
          url: '/api/s3/getPreSignedUrl',
          headers: { authorization: `Bearer ${admin}` },
          payload: { path: 'assets/never.png' },
        })
      ).json().path;
      const member = await make.member();
      const memberWish = await upload(member.token, 'wish/m.png');
      for (const path of [popupKey, never, memberWish, 'assets/1-1700000000000-000000000000.png']) {
        expectError(
          await site.editAssetGroup(admin, 'landing-hero', { title: '제목', newAssetImagePaths: [path], newAssetImagePriorities: [0] }),
          'UPLOAD_NOT_FOUND',
        );
        expectError(await site.editAssetGroup(admin, 'landing-hero', { title: '제목', mainImagePath: path }), 'UPLOAD_NOT_FOUND');
      }
      expectError(await site.editAssetGroup(admin, 'landing-hero', { title: '제목', originalAssetImagePaths: [popupKey] }), 'UPLOAD_NOT_FOUND');
      expect((await site.assetGroup('landing-hero')).body.title).toBe(LANDING_GROUP_SEEDS[0]!.title);
    });

    it('permissions: 401 without a token, 403 for a member, nothing changes', async () => {
      const { site, make } = kit();
      const member = await make.member();
      expectError(await site.editAssetGroup(null, 'landing-hero', { title: '해킹' }), 'UNAUTHENTICATED');
      expectError(await site.editAssetGroup(member.token, 'landing-hero', { title: '해킹' }), 'FORBIDDEN');
      expectError(await site.editAssetGroup(member.token, 'no-such-group', { title: '해킹' }), 'FORBIDDEN');
      expect((await site.assetGroup('landing-hero')).body.title).toBe(LANDING_GROUP_SEEDS[0]!.title);
    });
  });

  describe('home popup', () => {
    it('is off without an image from the first start; an administrator sets the image and switches it on and off', async () => {
      const { site } = kit();
      expect(await site.popup()).toMatchObject({ status: 200, body: { mainImagePath: null, mainImageUrl: null, title: 'false' } });
      const image = await upload(admin, 'popup-modal-event.png');
      expect(image).toMatch(/^popup-modal-\d+-\d{13}-[0-9a-f]{12}\.png$/);
      const on = await site.updatePopup(admin, { mainImagePath: image, title: 'true' });
      expect(on).toMatchObject({ status: 200, body: { mainImagePath: image, mainImageUrl: fileUrl(image), title: 'true' } });
      expect((await site.popup()).body).toEqual({ mainImagePath: image, mainImageUrl: fileUrl(image), title: 'true' });
      const off = await site.updatePopup(admin, { mainImagePath: image, title: 'false' });
      expect(off.body).toEqual({ mainImagePath: image, mainImageUrl: fileUrl(image), title: 'false' });
      expect((await site.popup()).body.title).toBe('false');
      expect(await fileStatus(image)).toBe(200);
      // A replaced image is discarded.
      const next = await upload(admin, 'popup-modal-next.png');
      expect((await site.updatePopup(admin, { mainImagePath: next, title: 'true' })).status).toBe(200);
      for (let i = 0; i < 50 && (await fileStatus(image)) !== 404; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await fileStatus(image)).toBe(404);
    });

    it('validation and permissions: the switch text, an image to switch on, a popup-modal- upload; 401/403', async () => {
      const { site, make } = kit();
      const before = (await site.popup()).body;
      expectError(await site.updatePopup(admin, { mainImagePath: null, title: 'yes' }), 'VALIDATION_FAILED', MSG.site.popupSwitchInvalid);
      expectError(await site.updatePopup(admin, { mainImagePath: null, title: true }), 'VALIDATION_FAILED', MSG.site.popupSwitchInvalid);
      expectError(await site.updatePopup(admin, { mainImagePath: '', title: 'true' }), 'VALIDATION_FAILED', MSG.site.popupImageRequired);
      expectError(await site.updatePopup(admin, { title: 'false', extra: 1 }), 'VALIDATION_FAILED', MSG.common.unknownField('extra'));
      const asset = await upload(admin, 'assets/not-popup.png');
      expectError(await site.updatePopup(admin, { mainImagePath: asset, title: 'true' }), 'UPLOAD_NOT_FOUND');
      const member = await make.member();
      expectError(await site.updatePopup(null, { mainImagePath: null, title: 'false' }), 'UNAUTHENTICATED');
      expectError(await site.updatePopup(member.token, { mainImagePath: null, title: 'false' }), 'FORBIDDEN');
      expect((await site.popup()).body).toEqual(before);
    });
  });
});
