import { LIMITS, LINK_PREVIEW_LIMITS, LINK_PREVIEW_MSG, MSG, wishLinkPreviewResponseSchema, type WishLinkPreview } from '@babynews/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, ownerWithNews, signUp, wishBody } from '../../test/helpers';
import { PRODUCT_PICTURE, startProductPageServer, type ProductPageServer } from '../../test/product-page-server';
import { Clock } from '../common/clock';
import { STORAGE_DRIVER, type StorageDriver } from '../uploads/storage.types';
import { UploadSweeper } from '../uploads/upload-sweeper';
import { quietTitles } from './testing/wish-fixtures';

/**
 * '링크로 채우기' (ARCHITECTURE "Universal add") on SQLite and MariaDB, against saved product pages served
 * on 127.0.0.1 (reachable only because LINK_FETCH_ALLOW names the server's address and port): the title
 * and price from JSON-LD Product/Offer, og/product meta and `@graph` with an offers array, the picture
 * stored as a WebP ≤ 2000 px under the member's `wish/` prefix and counted as their upload, nothing
 * filled for a page without product facts, a 404 or a non-HTML answer, and nothing fetched from a private
 * address LINK_FETCH_ALLOW does not name.
 */
jest.setTimeout(60_000);

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())('POST /api/wish/linkPreview on %s', (db) => {
  let pages: ProductPageServer;
  let other: ProductPageServer;
  const env: Record<string, string> = {};
  // Registered before the app's own beforeAll: the servers' port goes into LINK_FETCH_ALLOW.
  beforeAll(async () => {
    pages = await startProductPageServer();
    other = await startProductPageServer();
    env.LINK_FETCH_ALLOW = `127.0.0.1:${pages.port}`;
  });
  afterAll(async () => {
    await pages?.close();
    await other?.close();
  });
  const s = useTestApp(db, env);
  beforeAll(() => quietTitles(s.t));

  const preview = (token: string | null, payload: unknown) =>
    s.t.app.inject({ method: 'POST', url: '/api/wish/linkPreview', headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });
  const storage = () => s.t.app.get<StorageDriver>(STORAGE_DRIVER);
  const ledgerRow = async (path: string) =>
    (
      (await s.t.app.get(DataSource).query('SELECT member_id, size_bytes FROM `upload` WHERE path = ?', [path])) as Array<{
        member_id: number | string;
        size_bytes: number | string;
      }>
    )[0];
  const memberIdOf = async (username: string) =>
    Number(((await s.t.app.get(DataSource).query('SELECT id FROM `member` WHERE username = ?', [username])) as Array<{ id: number | string }>)[0].id);

  /** The answer of a successful call, checked against the table's schema. */
  async function filled(token: string, url: string): Promise<WishLinkPreview> {
    const res = await preview(token, { url });
    expect(res.statusCode).toBe(200);
    return wishLinkPreviewResponseSchema.parse(res.json());
  }

  /** Checks that `path` is a stored WebP (RIFF....WEBP) whose long side is 2000 px, and returns its size in px. */
  async function expectStoredWebp(path: string): Promise<{ width: number; height: number }> {
    const bytes = await storage().read(path);
    expect(bytes).not.toBeNull();
    expect(bytes!.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes!.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes!).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBe(LINK_PREVIEW_LIMITS.imageMaxSidePx);
    return { width: meta.width, height: meta.height };
  }

  it('a Coupang-like page: JSON-LD Product and Offer win over og tags; the picture is stored as a WebP ≤ 2000 px counted as the member’s upload', async () => {
    const owner = await ownerWithNews(s.t);
    const answer = await filled(owner.token, `${pages.origin}/coupang-like.html`);
    expect(answer.title).toBe('스와들업 오리지널 M 사이즈 & 속싸개');
    expect(answer.price).toBe(39_900);
    const memberId = await memberIdOf(owner.username);
    expect(answer.imagePath).toMatch(new RegExp(`^wish/${memberId}-\\d{13}-[0-9a-f]{12}\\.webp$`));
    expect(answer.imageUrl).toBe(storage().publicUrl(answer.imagePath!));
    // The first JSON-LD image (never the og:image of the same page), re-encoded: 3000 × 2000 → 2000 × 1333.
    expect(pages.requests).toContain('/images/product.jpg');
    expect(pages.requests).not.toContain('/images/wrong.jpg');
    expect(await expectStoredWebp(answer.imagePath!)).toEqual({ width: 2000, height: Math.round((2000 * PRODUCT_PICTURE.height) / PRODUCT_PICTURE.width) });
    const row = await ledgerRow(answer.imagePath!);
    expect(Number(row.member_id)).toBe(memberId);
    expect(Number(row.size_bytes)).toBe((await storage().stat(answer.imagePath!))!.size);

    // The wish form sends it as the wish's imagePath, like an upload of the member's.
    const created = await s.t.app.inject({
      method: 'POST',
      url: `/api/wish/create/${owner.code}`,
      headers: bearer(owner.token),
      payload: wishBody({ title: answer.title!, price: answer.price, imagePath: answer.imagePath }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ imagePath: answer.imagePath, imageUrl: answer.imageUrl, price: 39_900 });
  });

  it('an SSG-like page: og:title and og:image with product:price:amount in KRW', async () => {
    const owner = await ownerWithNews(s.t);
    const answer = await filled(owner.token, `${pages.origin}/ssg-like.html`);
    expect(answer).toMatchObject({ title: '[보솜이] 천연코튼 기저귀 밴드형 대형 "52매" x 3팩', price: 45_800 });
    await expectStoredWebp(answer.imagePath!);
  });

  it('JSON-LD @graph with a Product among other nodes, an ImageObject and an offers array: the lowPrice of the first offer', async () => {
    const owner = await ownerWithNews(s.t);
    const answer = await filled(owner.token, `${pages.origin}/graph-offers.html`);
    expect(answer).toMatchObject({ title: '회전형 아기 카시트 ISOFIX', price: 289_000 });
    await expectStoredWebp(answer.imagePath!);
  });

  it('a picture that is no image leaves imagePath null and still fills title and price; nothing is recorded', async () => {
    const owner = await ownerWithNews(s.t);
    const memberId = await memberIdOf(owner.username);
    const answer = await filled(owner.token, `${pages.origin}/broken-picture.html`);
    expect(answer).toEqual({ title: '젖병 소독기', price: 129_000, imagePath: null, imageUrl: null });
    const rows = (await s.t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM `upload` WHERE member_id = ?', [memberId])) as Array<{ n: number | string }>;
    expect(Number(rows[0].n)).toBe(0);
  });

  it.each([
    ['a page without product facts or <title>', '/no-product.html'],
    ['a 404 page (even with og tags)', '/missing.html'],
    ['a non-HTML answer', '/text.txt'],
  ])('%s fills nothing (all null, 200)', async (_name, path) => {
    const owner = await ownerWithNews(s.t);
    expect(await filled(owner.token, `${pages.origin}${path}`)).toEqual({ title: null, price: null, imagePath: null, imageUrl: null });
  });

  it('a private address LINK_FETCH_ALLOW does not name is never connected to: nothing filled', async () => {
    const owner = await ownerWithNews(s.t);
    // Same address, another port: LINK_FETCH_ALLOW names only the fixture server's address:port.
    expect(await filled(owner.token, `${other.origin}/coupang-like.html`)).toEqual({ title: null, price: null, imagePath: null, imageUrl: null });
    expect(await filled(owner.token, `http://localhost:${other.port}/coupang-like.html`)).toEqual({
      title: null,
      price: null,
      imagePath: null,
      imageUrl: null,
    });
    expect(other.requests).toEqual([]);
  });

  it('a stored picture no wish uses is swept 24 h later with its ledger row; one a wish uses stays', async () => {
    const owner = await ownerWithNews(s.t);
    const unused = (await filled(owner.token, `${pages.origin}/ssg-like.html`)).imagePath!;
    const used = (await filled(owner.token, `${pages.origin}/graph-offers.html`)).imagePath!;
    const created = await s.t.app.inject({
      method: 'POST',
      url: `/api/wish/create/${owner.code}`,
      headers: bearer(owner.token),
      payload: wishBody({ imagePath: used }),
    });
    expect(created.statusCode).toBe(201);
    const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + 25 * HOUR_MS));
    try {
      await s.t.app.get(UploadSweeper).sweep();
    } finally {
      clock.mockRestore();
    }
    expect(await storage().stat(unused)).toBeNull();
    expect(await ledgerRow(unused)).toBeUndefined();
    expect(await storage().stat(used)).not.toBeNull();
  });

  it.each([
    ['no url', {}, LINK_PREVIEW_MSG.urlRequired],
    ['an empty url', { url: '  ' }, LINK_PREVIEW_MSG.urlRequired],
    ['a url that is not http(s)', { url: 'ftp://shop.example/item' }, MSG.wish.linkInvalid],
    ['a url over 2000 characters', { url: `https://shop.example/${'a'.repeat(LIMITS.linkMax)}` }, MSG.wish.linkInvalid],
  ])('%s → 400 VALIDATION_FAILED with the Korean message', async (_name, payload, message) => {
    const owner = await ownerWithNews(s.t);
    const res = await preview(owner.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
  });

  it('refuses an unknown field, anonymous callers (401) and a member without a news page (404 NEWS_NOT_FOUND) before fetching', async () => {
    const owner = await ownerWithNews(s.t);
    expect((await preview(owner.token, { url: `${pages.origin}/ssg-like.html`, extra: 1 })).statusCode).toBe(400);
    const before = pages.requests.length;
    const anonymous = await preview(null, { url: `${pages.origin}/ssg-like.html` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const { token } = await signUp(s.t);
    const withoutPage = await preview(token, { url: `${pages.origin}/ssg-like.html` });
    expect(withoutPage.statusCode).toBe(404);
    expect(withoutPage.json()).toMatchObject({ code: 'NEWS_NOT_FOUND', message: MSG.event.notFound });
    expect(pages.requests.length).toBe(before);
  });

  it(`allows ${LINK_PREVIEW_LIMITS.perMember} fills per member per window, then 429 RATE_LIMITED with the Korean message, other members unaffected`, async () => {
    const owner = await ownerWithNews(s.t);
    const url = `${pages.origin}/no-product.html`;
    for (let i = 0; i < LINK_PREVIEW_LIMITS.perMember; i++) expect((await preview(owner.token, { url })).statusCode).toBe(200);
    const refused = await preview(owner.token, { url });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: LINK_PREVIEW_MSG.tooMany });
    const someoneElse = await ownerWithNews(s.t);
    expect((await preview(someoneElse.token, { url })).statusCode).toBe(200);
  });
});
