import { GIFT_MSG, MSG } from '@babynews/contracts';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, createWish, ownerWithNews, signUp } from '../../test/helpers';
import { quietTitles } from './testing/wish-fixtures';

/**
 * `GET /api/wish/similar/{eventCode}?title=&link=&excludeWishId=` (ARCHITECTURE §4.22):
 * the owner's near-duplicate check before a wish is saved. The matching rules themselves are proven in
 * `libs/contracts/src/similar.spec.ts`; here the route: its answer from the stored list, `excludeWishId`,
 * ownership and the query's validation.
 */

const COUPANG_DESKTOP = 'https://www.coupang.com/vp/products/7335597976?itemId=18786452&vendorItemId=85924455631&sourceType=srp_product_ads';
const COUPANG_MOBILE = 'https://m.coupang.com/vm/products/7335597976?itemId=18786452&vendorItemId=85924455631&src=1139000';

describe.each(testDatabases())('similar wishes on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));

  const similar = (code: string, token: string | null, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return s.t.app.inject({ method: 'GET', url: `/api/wish/similar/${code}${search ? `?${search}` : ''}`, headers: token ? bearer(token) : {} });
  };

  /** A page with a Coupang wish, a titled wish without link and an unrelated wish. */
  async function pageWithList() {
    const owner = await ownerWithNews(s.t);
    const coupang = await createWish(s.t, owner.token, owner.code, { title: '하기스 네이처메이드 물티슈', link: COUPANG_DESKTOP, price: 21900 });
    const wipes = await createWish(s.t, owner.token, owner.code, { title: '아기 물티슈 20매', link: '', price: null });
    const swabs = await createWish(s.t, owner.token, owner.code, { title: '아기 면봉', link: 'https://www.babyshop.co.kr/goods/view?no=12', price: null });
    return { ...owner, coupang, wipes, swabs };
  }

  it('finds the same Coupang product behind another URL and the same title written with other spacing', async () => {
    const page = await pageWithList();
    const res = await similar(page.code, page.token, { title: '아기물티슈 20 매', link: COUPANG_MOBILE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      candidates: [
        { wishId: page.coupang, title: '하기스 네이처메이드 물티슈', link: COUPANG_DESKTOP, reason: 'SAME_PRODUCT' },
        { wishId: page.wipes, title: '아기 물티슈 20매', link: '', reason: 'SAME_TITLE' },
      ],
    });
  });

  it('the same link with tracking parameters is SAME_LINK; 아기 물티슈 is not 아기 면봉; nothing typed → no candidates', async () => {
    const page = await pageWithList();
    const sameLink = await similar(page.code, page.token, { title: '면봉', link: 'http://m.babyshop.co.kr/goods/view/?utm_source=kakao&no=12' });
    expect(sameLink.json()).toEqual({
      candidates: [{ wishId: page.swabs, title: '아기 면봉', link: 'https://www.babyshop.co.kr/goods/view?no=12', reason: 'SAME_LINK' }],
    });
    expect((await similar(page.code, page.token, { title: '아기 물티슈' })).json()).toEqual({ candidates: [] });
    expect((await similar(page.code, page.token)).json()).toEqual({ candidates: [] });
    expect((await similar(page.code, page.token, { title: '  ', link: '' })).json()).toEqual({ candidates: [] });
  });

  it('excludeWishId leaves out the wish being edited; only the page’s own wishes are compared', async () => {
    const page = await pageWithList();
    const editing = await similar(page.code, page.token, { title: '아기 물티슈 20매', excludeWishId: page.wipes });
    expect(editing.json()).toEqual({ candidates: [] });
    // Another page holding the same title and product is never listed (nor is its id an error to exclude).
    const other = await ownerWithNews(s.t);
    const foreign = await createWish(s.t, other.token, other.code, { title: '아기 물티슈 20매', link: COUPANG_DESKTOP });
    const res = await similar(page.code, page.token, { title: '아기 물티슈 20매', link: COUPANG_MOBILE, excludeWishId: foreign });
    expect(res.json().candidates.map((c: { wishId: number; reason: string }) => [c.wishId, c.reason])).toEqual([
      [page.coupang, 'SAME_PRODUCT'],
      [page.wipes, 'SAME_TITLE'],
    ]);
    // The other owner sees only their own wish.
    const theirs = await similar(other.code, other.token, { title: '아기 물티슈 20매' });
    expect(theirs.json()).toEqual({ candidates: [{ wishId: foreign, title: '아기 물티슈 20매', link: COUPANG_DESKTOP, reason: 'SAME_TITLE' }] });
  });

  it('owner only: 401 signed out, 403 NOT_OWNER for another member’s page, 404 for an unknown page', async () => {
    const page = await pageWithList();
    const query = { title: '아기 물티슈 20매' };
    expect((await similar(page.code, null, query)).json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: MSG.common.unauthorized,
      error: 'Unauthorized',
    });
    expect((await similar(page.code, 'not-a-token', query)).statusCode).toBe(401);
    const stranger = await signUp(s.t);
    const forbidden = await similar(page.code, stranger.token, query);
    expect(forbidden.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
    expect(forbidden.body).not.toContain('물티슈');
    for (const code of ['nosuchcode123456', 'bad code!']) {
      const missing = await similar(encodeURIComponent(code), page.token, query);
      expect(missing.json()).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: MSG.event.notFound, error: 'Not Found' });
    }
  });

  it.each([
    ['a title over 100 characters', { title: '가'.repeat(101) }, GIFT_MSG.similarTitleTooLong],
    ['a link over 2000 characters', { link: `https://example.com/${'a'.repeat(2000)}` }, GIFT_MSG.similarLinkTooLong],
    ['a non-numeric excludeWishId', { title: '물티슈', excludeWishId: 'abc' }, GIFT_MSG.similarQueryInvalid],
    ['excludeWishId 0', { title: '물티슈', excludeWishId: '0' }, GIFT_MSG.similarQueryInvalid],
  ])('400 VALIDATION_FAILED for %s with the Korean message', async (_name, query, message) => {
    const page = await pageWithList();
    const res = await similar(page.code, page.token, query);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
  });

  it('a title of exactly 100 characters is accepted; a repeated parameter is refused', async () => {
    const page = await pageWithList();
    expect((await similar(page.code, page.token, { title: '가'.repeat(100) })).json()).toEqual({ candidates: [] });
    const repeated = await s.t.app.inject({ method: 'GET', url: `/api/wish/similar/${page.code}?title=a&title=b`, headers: bearer(page.token) });
    expect(repeated.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: GIFT_MSG.similarQueryInvalid, error: 'Bad Request' });
  });

  it('is listed in the OpenAPI description with its query', async () => {
    const doc = (await s.t.app.inject({ method: 'GET', url: '/api/docs-json' })).json();
    const op = doc.paths['/api/wish/similar/{eventCode}']?.get;
    expect(op).toBeDefined();
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['eventCode', 'title', 'link', 'excludeWishId']));
  });
});
