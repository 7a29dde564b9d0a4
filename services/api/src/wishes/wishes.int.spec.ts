import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, createWish, ownerWithNews, reserveBody, signUp, wishBody } from '../../test/helpers';
import { LinkPreviewService } from '../link-preview/link-preview.service';
import { quietTitles } from './testing/wish-fixtures';
import { WishEntity } from './wish.entity';
import { WishTitleFiller } from './wish-title.filler';

describe.each(testDatabases())('wishes on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
    s.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const publicList = async (code: string) => (await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}` })).json().wishList;
  const ownerList = async (code: string, token: string) =>
    (await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}`, headers: bearer(token) })).json().wishList;

  describe('POST /api/wish/create/{eventCode}', () => {
    it('201 with the wish; linkType from the host; listed publicly and for the owner', async () => {
      const { token, code } = await ownerWithNews(s.t);
      const res = await call('POST', `/api/wish/create/${code}`, token, wishBody({ linkType: 'OTHERS' }));
      expect(res.statusCode).toBe(201);
      const wish = res.json();
      expect(wish).toEqual({
        id: expect.any(Number),
        title: '아기 욕조',
        description: '접이식이면 좋아요',
        link: 'https://www.coupang.com/vp/products/123',
        linkType: 'COUPANG',
        price: 39000,
        imageUrl: null,
        autoExtractedTitle: null,
        isReserved: false,
        imagePath: null,
        orderStatus: null,
        cancelledReservationCount: 0,
        pinLocked: false,
        neededBy: null,
        mostWanted: false,
        sortOrder: 1,
        quantity: 1,
        reservedQuantity: 0,
        groupGift: false,
        fundedAmount: 0,
        giverCount: 0,
      });
      const { imagePath: _i, orderStatus: _o, cancelledReservationCount: _c, pinLocked: _p, ...publicShape } = wish;
      expect(await publicList(code)).toEqual([publicShape]);
      expect(await ownerList(code, token)).toEqual([wish]);
    });

    it('accepts the AliExpress spelling, no link and no price; keeps creation order', async () => {
      const { token, code } = await ownerWithNews(s.t);
      const a = await call('POST', `/api/wish/create/${code}`, token, { title: '  젖병  ', linkType: 'AliExpress', link: 'https://ko.aliexpress.com/item/1' });
      expect(a.json()).toMatchObject({ title: '젖병', linkType: 'ALIEXPRESS', description: '', price: null });
      const b = await call('POST', `/api/wish/create/${code}`, token, { title: '기저귀' });
      expect(b.json()).toMatchObject({ link: '', linkType: 'OTHERS' });
      expect((await publicList(code)).map((w: { title: string }) => w.title)).toEqual(['젖병', '기저귀']);
    });

    it.each([
      ['missing title', { title: undefined }, MSG.wish.titleRequired],
      ['blank title', { title: '  ' }, MSG.wish.titleRequired],
      ['long title', { title: '가'.repeat(101) }, MSG.wish.titleTooLong],
      ['long description', { description: '가'.repeat(501) }, MSG.wish.descriptionTooLong],
      ['javascript link', { link: 'javascript:alert(1)' }, MSG.wish.linkInvalid],
      ['ftp link', { link: 'ftp://example.com/a' }, MSG.wish.linkInvalid],
      ['negative price', { price: -1 }, MSG.wish.priceInvalid],
      ['fractional price', { price: 10.5 }, MSG.wish.priceInvalid],
      ['text price', { price: '1000' }, MSG.wish.priceInvalid],
      ['unknown field', { isReserved: true }, MSG.common.unknownField('isReserved')],
      ['foreign image path', { imagePath: 'notices/1-1700000000000-0a1b2c3d4e5f.png' }, MSG.upload.notUploaded],
      ['never uploaded image', { imagePath: 'wish/999999-1700000000000-0a1b2c3d4e5f.png' }, MSG.upload.notUploaded],
    ])('400 for %s with the Korean message', async (_name, override, message) => {
      const { token, code } = await ownerWithNews(s.t);
      const res = await call('POST', `/api/wish/create/${code}`, token, wishBody(override));
      expect(res.statusCode).toBe(400);
      const errorCode = message === MSG.upload.notUploaded ? 'UPLOAD_NOT_FOUND' : 'VALIDATION_FAILED';
      expect(res.json()).toEqual({ statusCode: 400, code: errorCode, message, error: 'Bad Request' });
      expect(await publicList(code)).toEqual([]);
    });

    it('401 without a token, 403 for another member, 404 for an unknown news page', async () => {
      const { code } = await ownerWithNews(s.t);
      expect((await call('POST', `/api/wish/create/${code}`, null, wishBody())).json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: MSG.common.unauthorized,
        error: 'Unauthorized',
      });
      const other = await signUp(s.t);
      const forbidden = await call('POST', `/api/wish/create/${code}`, other.token, wishBody());
      expect(forbidden.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
      const missing = await call('POST', '/api/wish/create/nosuchcode123456', other.token, wishBody());
      expect(missing.json()).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: MSG.event.notFound, error: 'Not Found' });
      expect(await publicList(code)).toEqual([]);
    });
  });

  describe('PUT /api/wish/update/{id} and DELETE /api/wish/delete/{id}', () => {
    it('updates the fields; absent price keeps it, null clears it; link change re-derives linkType', async () => {
      const { token, code } = await ownerWithNews(s.t);
      const id = await createWish(s.t, token, code);
      const res = await call('PUT', `/api/wish/update/${id}`, token, { title: '큰 욕조', link: 'https://www.ssg.com/item/9' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, title: '큰 욕조', description: '', link: 'https://www.ssg.com/item/9', linkType: 'SSG', price: 39000 });
      const cleared = await call('PUT', `/api/wish/update/${id}`, token, { title: '큰 욕조', price: null });
      expect(cleared.json()).toMatchObject({ price: null, link: '', linkType: 'OTHERS' });
      expect((await publicList(code))[0]).toMatchObject({ title: '큰 욕조', price: null });
    });

    it('owner only: 401, 403 (nothing changes), 404 for unknown and malformed ids', async () => {
      const { token, code } = await ownerWithNews(s.t);
      const id = await createWish(s.t, token, code);
      const other = await signUp(s.t);
      expect((await call('PUT', `/api/wish/update/${id}`, null, wishBody())).statusCode).toBe(401);
      const put = await call('PUT', `/api/wish/update/${id}`, other.token, wishBody({ title: '해킹' }));
      expect(put.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
      const del = await call('DELETE', `/api/wish/delete/${id}`, other.token);
      expect(del.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
      expect((await publicList(code))[0].title).toBe('아기 욕조');
      for (const bad of ['999999', 'abc', '0', '-1']) {
        const res = await call('PUT', `/api/wish/update/${bad}`, token, wishBody());
        expect(res.json()).toEqual({ statusCode: 404, code: 'WISH_NOT_FOUND', message: MSG.wish.notFound, error: 'Not Found' });
      }
      expect((await call('PUT', `/api/wish/update/${id}`, token, wishBody({ title: '' }))).json().message).toBe(MSG.wish.titleRequired);
    });

    it('delete removes the wish and its reservation; a second delete is 404', async () => {
      const { token, code } = await ownerWithNews(s.t);
      const id = await createWish(s.t, token, code);
      expect((await call('POST', `/api/wish/reserve/${id}`, null, reserveBody({ eventCode: code }))).statusCode).toBe(201);
      const res = await call('DELETE', `/api/wish/delete/${id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id });
      expect(await publicList(code)).toEqual([]);
      const rows = await s.t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM `reservation` WHERE wish_id = ?', [id]);
      expect(Number(rows[0].n)).toBe(0);
      expect((await call('DELETE', `/api/wish/delete/${id}`, token)).statusCode).toBe(404);
    });
  });

  describe('auto-extracted title (best effort, after the answer)', () => {
    it('fills autoExtractedTitle after create, only for the same link, and refreshes the cached read', async () => {
      const { token, code } = await ownerWithNews(s.t);
      const preview = s.t.app.get(LinkPreviewService);
      const spy = jest.spyOn(preview, 'fetchTitle').mockResolvedValueOnce('쿠팡 아기 욕조');
      expect(await publicList(code)).toEqual([]); // cached now
      const created = await call('POST', `/api/wish/create/${code}`, token, wishBody());
      expect(created.json().autoExtractedTitle).toBeNull();
      await s.t.app.get(WishTitleFiller).settle();
      expect(spy).toHaveBeenCalledWith('https://www.coupang.com/vp/products/123');
      expect((await publicList(code))[0].autoExtractedTitle).toBe('쿠팡 아기 욕조');

      // A fetch that finishes after the link changed must not store the old page's title.
      let release!: (title: string) => void;
      spy.mockImplementationOnce(() => new Promise((r) => (release = r)));
      await call('PUT', `/api/wish/update/${created.json().id}`, token, wishBody({ link: 'https://example.com/a' }));
      await new Promise((r) => setImmediate(r));
      await call('PUT', `/api/wish/update/${created.json().id}`, token, wishBody({ link: 'https://example.com/b' }));
      release('낡은 제목');
      await s.t.app.get(WishTitleFiller).settle();
      const stored = await s.t.app.get(DataSource).getRepository(WishEntity).findOneByOrFail({ id: created.json().id });
      expect(stored.autoExtractedTitle).toBeNull();
    });

    it('a failing fetch never fails the create call', async () => {
      const { token, code } = await ownerWithNews(s.t);
      jest.spyOn(s.t.app.get(LinkPreviewService), 'fetchTitle').mockRejectedValueOnce(new Error('boom'));
      const res = await call('POST', `/api/wish/create/${code}`, token, wishBody());
      expect(res.statusCode).toBe(201);
      await s.t.app.get(WishTitleFiller).settle();
      expect((await publicList(code))[0].autoExtractedTitle).toBeNull();
    });
  });
});
