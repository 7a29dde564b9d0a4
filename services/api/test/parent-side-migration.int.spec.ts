import type { EventWrapUp, NewsInfo, PlannedWishOwner, PlannedWishPublic } from '@babynews/contracts';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source.options';
import { MIGRATIONS } from '../src/database/migrations';
import { ParentSide1795530000000 } from '../src/database/migrations/1795530000000-parent-side';
import { loadConfig } from '../src/config/load-config';
import { BASE_TEST_ENV, createTestDatabase, startApp, testDatabases, testKit, type TestApp, type TestDatabase } from './harness';

/**
 * ARCHITECTURE §4.20 / issue "parent's side" §5: a database that already holds a news page, its wishes
 * and a reservation from before `ParentSide1795530000000` is migrated at start, and the app then reads
 * the old rows with the new fields empty (no due date, no surprise mode, no stage, not most wanted,
 * sort order 0, not thanked) and every old field as it was.
 */

const BEFORE = MIGRATIONS.indexOf(ParentSide1795530000000);
const STAMP = '2026-11-20 09:30:00.000';
const CODE = 'oldpage2026abcd1';
const OWNER = { username: 'old_mom', password: 'old-mom-password-1', displayName: '옛날엄마' };

describe.each(testDatabases())('parent-side migration over existing rows on %s', (kind) => {
  let db: TestDatabase;
  let t: TestApp | undefined;
  let wishIds: number[] = [];

  beforeAll(async () => {
    expect(BEFORE).toBeGreaterThan(0);
    db = await createTestDatabase(kind);

    // The schema as it was before the parent's side, with rows in it.
    const config = loadConfig({ ...BASE_TEST_ENV, ...db.env });
    const old = new DataSource({ ...dataSourceOptions(config), migrations: MIGRATIONS.slice(0, BEFORE), migrationsRun: false });
    await old.initialize();
    try {
      await old.runMigrations({ transaction: 'each' });
      const runner = old.createQueryRunner();
      expect(await runner.hasColumn('event', 'due_date')).toBe(false);
      expect(await runner.hasColumn('wish', 'needed_by')).toBe(false);
      await runner.release();

      const passwordHash = await argon2.hash(OWNER.password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
      await old.query(
        'INSERT INTO member (username, password_hash, email, display_name, role, provider, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [OWNER.username, passwordHash, 'old-mom@example.com', OWNER.displayName, 'ROLE_USER', 'regular', STAMP, STAMP],
      );
      const [{ id: ownerId }] = (await old.query('SELECT id FROM member WHERE username = ?', [OWNER.username])) as Array<{ id: number }>;
      await old.query(
        'INSERT INTO event (code, owner_id, title, description, post_code, address, detail_address, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [CODE, ownerId, '콩이가 와요', '예전에 만든 소식', '06236', '서울 강남구 테헤란로 1', '101동 1001호', STAMP, STAMP],
      );
      const [{ id: eventId }] = (await old.query('SELECT id FROM event WHERE code = ?', [CODE])) as Array<{ id: number }>;
      for (const [title, link, linkType, price] of [
        ['아기띠', 'https://www.coupang.com/vp/products/1', 'COUPANG', 89000],
        ['젖병 세트', 'https://example.com/bottles', 'OTHERS', null],
      ] as const) {
        await old.query(
          'INSERT INTO wish (event_id, title, description, link, link_type, price, image_path, auto_extracted_title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [eventId, title, `${title} 설명`, link, linkType, price, null, null, STAMP, STAMP],
        );
      }
      wishIds = ((await old.query('SELECT id FROM wish WHERE event_id = ? ORDER BY id', [eventId])) as Array<{ id: number }>).map((r) => Number(r.id));
      await old.query(
        'INSERT INTO reservation (wish_id, reserved_name, reserved_email, password_hash, order_status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [wishIds[0], '김이모', 'aunt@example.com', 'not-a-pin-hash', 'PREPARING', STAMP, STAMP],
      );
    } finally {
      await old.destroy();
    }

    // The app's start runs the remaining migrations.
    t = await startApp(db.env);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('the start ran the remaining migrations, the new columns included', async () => {
    const ran = (await t!.app.get(DataSource).query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>;
    expect(ran.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });

  it('the public read: the news page and its wishes as they were, the new fields empty', async () => {
    const { api } = testKit(t!);
    const reply = await api.raw<NewsInfo>('GET', `/api/event/fetchInfoByCode/${CODE}`);
    expect(reply.status).toBe(200);
    const info = reply.body;
    expect(info).toMatchObject({ code: CODE, title: '콩이가 와요', description: '예전에 만든 소식', displayName: OWNER.displayName, username: OWNER.username });
    expect({ dueDate: info.dueDate, surpriseMode: info.surpriseMode, revealAt: info.revealAt }).toEqual({ dueDate: null, surpriseMode: false, revealAt: null });
    const wishes = info.wishList as PlannedWishPublic[];
    expect(wishes.map((w) => w.id)).toEqual(wishIds);
    expect(wishes[0]).toMatchObject({
      title: '아기띠',
      description: '아기띠 설명',
      link: 'https://www.coupang.com/vp/products/1',
      linkType: 'COUPANG',
      price: 89000,
      imageUrl: null,
      isReserved: true,
      neededBy: null,
      mostWanted: false,
      sortOrder: 0,
    });
    expect(wishes[1]).toMatchObject({
      title: '젖병 세트',
      linkType: 'OTHERS',
      price: null,
      isReserved: false,
      neededBy: null,
      mostWanted: false,
      sortOrder: 0,
    });
  });

  it("the owner's read, the summary and my page: old fields intact, nothing thanked, no due date", async () => {
    const { api } = testKit(t!);
    const login = await api.login({ username: OWNER.username, password: OWNER.password });
    expect(login.status).toBe(200);
    const token = login.body.accessToken;
    // Signed up before the consent step: member routes wait until the current documents are agreed to (§4.24).
    expect((await api.agreeToConsents(token)).status).toBe(200);

    const owner = (await api.raw<NewsInfo>('GET', `/api/event/fetchInfoByCode/${CODE}`, { token })).body;
    expect(owner).toMatchObject({
      postCode: '06236',
      address: '서울 강남구 테헤란로 1',
      detailAddress: '101동 1001호',
      dueDate: null,
      surpriseMode: false,
      revealAt: null,
    });
    const [reserved, free] = owner.wishList as PlannedWishOwner[];
    expect(reserved).toMatchObject({ id: wishIds[0], orderStatus: 'PREPARING', imagePath: null, neededBy: null, mostWanted: false, sortOrder: 0 });
    expect(free).toMatchObject({ id: wishIds[1], orderStatus: null, neededBy: null, mostWanted: false, sortOrder: 0 });

    const summary = await api.raw<EventWrapUp>('GET', `/api/event/summary/${CODE}`, { token });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      dueDate: null,
      surpriseMode: false,
      revealAt: null,
      reserversHidden: false,
      totals: { wishes: 2, reserved: 1, delivered: 0, thanked: 0 },
    });
    expect(summary.body.reservations).toEqual([
      expect.objectContaining({
        wishId: wishIds[0],
        wishTitle: '아기띠',
        reservedName: '김이모',
        reservedEmail: 'aunt@example.com',
        orderStatus: 'PREPARING',
        thanked: false,
      }),
    ]);
    expect(summary.body.unreserved).toEqual([{ wishId: wishIds[1], title: '젖병 세트', price: null, neededBy: null, mostWanted: false }]);

    const myPage = await api.myPage(token);
    expect(myPage.body.event).toMatchObject({ code: CODE, title: '콩이가 와요', dueDate: null });
  });

  it('old rows take the new fields: a stage and most wanted on an old wish, a due date on the old page', async () => {
    const { api } = testKit(t!);
    const token = (await api.login({ username: OWNER.username, password: OWNER.password })).body.accessToken;
    await api.agreeToConsents(token);
    const updated = await api.raw<PlannedWishOwner>('PUT', `/api/wish/update/${wishIds[1]}`, {
      token,
      body: { title: '젖병 세트', description: '젖병 세트 설명', link: 'https://example.com/bottles', price: null, neededBy: 'NEWBORN', mostWanted: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ neededBy: 'NEWBORN', mostWanted: true });
    const page = { title: '콩이가 와요', description: '예전에 만든 소식', postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '101동 1001호' };
    expect((await api.updateEvent(token, CODE, { ...page, dueDate: '2027-05-10' })).status).toBe(200);
    const info = (await api.raw<NewsInfo>('GET', `/api/event/fetchInfoByCode/${CODE}`)).body;
    expect(info).toMatchObject({ dueDate: '2027-05-10', surpriseMode: false, revealAt: null });
    expect(info.wishList.map((w) => w.id)).toEqual([wishIds[1], wishIds[0]]);
  });
});
