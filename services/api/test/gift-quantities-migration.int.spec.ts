import type { NewsInfo, OwnerReservationDetails, PlannedWishOwner, PlannedWishPublic, ReservationViewData, ReserveResponse } from '@babynews/contracts';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source.options';
import { MIGRATIONS } from '../src/database/migrations';
import { GiftQuantities1795600000000 } from '../src/database/migrations/1795600000000-gift-quantities';
import { loadConfig } from '../src/config/load-config';
import { pinHash } from '../src/pins/pin-hash';
import { quietTitles } from '../src/wishes/testing/wish-fixtures';
import { BASE_TEST_ENV, createTestDatabase, startApp, testDatabases, testKit, type DbKind, type TestApp, type TestDatabase } from './harness';

/**
 * Issue 16 item 6 (ARCHITECTURE §4.22): a database holding wishes and reservations from before
 * `GiftQuantities1795600000000` is migrated at start; the old wishes become quantity-1 wishes, each old
 * reservation takes one unit, gets a `reservationId` and keeps its PIN (keyed or legacy argon2), its
 * status, its thanks and its cancellation history. Also: the schema after the migration (foreign key,
 * indexes, no unique `wish_id`) and `down` on both databases.
 */

const INDEX = MIGRATIONS.indexOf(GiftQuantities1795600000000);
const STAMP = '2026-11-20 09:30:00.000';
const CODE = 'giftqty2026abcd1';
const PEPPER = 'migration-pepper-0123456789-abcdefghijklmnop';
const OWNER = { username: 'qty_mom', password: 'qty-mom-password-1', displayName: '수량엄마' };
const RESERVATION_ID = /^[A-Za-z0-9_-]{22}$/;

/** Opens the schema as it was before (or, with `through`, including) the quantities migration. */
async function oldDataSource(db: TestDatabase, upTo: number): Promise<DataSource> {
  const config = loadConfig({ ...BASE_TEST_ENV, ...db.env, PIN_PEPPER: PEPPER });
  const old = new DataSource({ ...dataSourceOptions(config), migrations: MIGRATIONS.slice(0, upTo), migrationsRun: false });
  await old.initialize();
  await old.runMigrations({ transaction: 'each' });
  return old;
}

/** Index names of `reservation` with their uniqueness, as each database reports them. */
async function reservationIndexes(ds: DataSource, kind: DbKind): Promise<Record<string, boolean>> {
  if (kind === 'sqlite') {
    const rows = (await ds.query("PRAGMA index_list('reservation')")) as Array<{ name: string; unique: number }>;
    return Object.fromEntries(rows.map((r) => [r.name, r.unique === 1]));
  }
  const rows = (await ds.query('SHOW INDEX FROM `reservation`')) as Array<{ Key_name: string; Non_unique: number | string; Column_name: string }>;
  return Object.fromEntries(rows.filter((r) => r.Key_name !== 'PRIMARY').map((r) => [r.Key_name, Number(r.Non_unique) === 0]));
}

/** Columns of SQLite's auto-created unique indexes (a table constraint has an `sqlite_autoindex_*` name). */
async function uniqueColumns(ds: DataSource, kind: DbKind): Promise<string[]> {
  const indexes = await reservationIndexes(ds, kind);
  const columns: string[] = [];
  for (const [name, unique] of Object.entries(indexes)) {
    if (!unique) continue;
    const info =
      kind === 'sqlite'
        ? ((await ds.query(`PRAGMA index_info('${name}')`)) as Array<{ name: string }>).map((r) => r.name)
        : ((await ds.query('SHOW INDEX FROM `reservation` WHERE Key_name = ?', [name])) as Array<{ Column_name: string }>).map((r) => r.Column_name);
    columns.push(info.join(','));
  }
  return columns.sort();
}

describe.each(testDatabases())('gift-quantities migration over existing rows on %s', (kind) => {
  let db: TestDatabase;
  let t: TestApp | undefined;
  let wishIds: number[] = [];
  const api = () => testKit(t!).api;
  /** The owner signs in and, having signed up before the consent step, agrees to the current documents (ARCHITECTURE §4.24). */
  const ownerToken = async () => {
    const token = (await api().login({ username: OWNER.username, password: OWNER.password })).body.accessToken;
    expect((await api().agreeToConsents(token)).status).toBe(200);
    return token;
  };
  const post = <T>(path: string, body: object) => api().raw<T>('POST', path, { body });

  beforeAll(async () => {
    expect(INDEX).toBeGreaterThan(0);
    db = await createTestDatabase(kind);
    const old = await oldDataSource(db, INDEX);
    try {
      const runner = old.createQueryRunner();
      expect(await runner.hasColumn('wish', 'quantity')).toBe(false);
      expect(await runner.hasColumn('reservation', 'public_id')).toBe(false);
      await runner.release();

      const passwordHash = await argon2.hash(OWNER.password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
      await old.query(
        'INSERT INTO member (username, password_hash, email, display_name, role, provider, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [OWNER.username, passwordHash, 'qty-mom@example.com', OWNER.displayName, 'ROLE_USER', 'regular', STAMP, STAMP],
      );
      const [{ id: ownerId }] = (await old.query('SELECT id FROM member WHERE username = ?', [OWNER.username])) as Array<{ id: number }>;
      await old.query(
        'INSERT INTO event (code, owner_id, title, description, post_code, address, detail_address, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [CODE, ownerId, '튼튼이가 와요', '예전 소식', '06236', '서울 강남구 테헤란로 1', '101동 1001호', STAMP, STAMP],
      );
      const [{ id: eventId }] = (await old.query('SELECT id FROM event WHERE code = ?', [CODE])) as Array<{ id: number }>;
      for (const title of ['아기띠', '젖병 세트', '기저귀']) {
        await old.query(
          'INSERT INTO wish (event_id, title, description, link, link_type, price, image_path, auto_extracted_title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [eventId, title, `${title} 설명`, '', 'OTHERS', 30000, null, null, STAMP, STAMP],
        );
      }
      wishIds = ((await old.query('SELECT id FROM wish WHERE event_id = ? ORDER BY id', [eventId])) as Array<{ id: number }>).map((r) => Number(r.id));
      const reserve =
        'INSERT INTO reservation (wish_id, reserved_name, reserved_email, password_hash, order_status, thanked, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
      // Wish 0: a keyed PIN 1234, shipping, thanked. Wish 1: a legacy argon2 PIN 5678. Wish 2: free.
      await old.query(reserve, [wishIds[0], '김이모', 'aunt@example.com', pinHash(PEPPER, wishIds[0], '1234'), 'SHIPPING', 1, STAMP, STAMP]);
      const legacy = await argon2.hash('5678', { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
      await old.query(reserve, [wishIds[1], '박삼촌', '010-1111-2222', legacy, 'PREPARING', 0, STAMP, STAMP]);
      // An earlier reservation of wish 0, cancelled before the migration.
      await old.query(
        'INSERT INTO reservation_cancellation (wish_id, reservation_id, reserved_name, reserved_email, reserved_at, cancelled_at) VALUES (?, ?, ?, ?, ?, ?)',
        [wishIds[0], 9999, '옛친구', 'old@example.com', STAMP, STAMP],
      );
    } finally {
      await old.destroy();
    }
    t = await startApp({ ...db.env, PIN_PEPPER: PEPPER });
    quietTitles(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('the start ran the migration: counters from the old reservations, a reservationId each, the one-per-wish unique gone, the foreign key kept', async () => {
    const ds = t!.app.get(DataSource);
    const ran = (await ds.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>;
    expect(ran.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    const wishes = (await ds.query('SELECT id, quantity, reserved_quantity, group_gift, funded_amount, giver_count FROM wish ORDER BY id')) as Array<
      Record<string, number | string>
    >;
    expect(
      wishes.map((w) => [Number(w.id), Number(w.quantity), Number(w.reserved_quantity), Number(w.group_gift), Number(w.funded_amount), Number(w.giver_count)]),
    ).toEqual([
      [wishIds[0], 1, 1, 0, 0, 0],
      [wishIds[1], 1, 1, 0, 0, 0],
      [wishIds[2], 1, 0, 0, 0, 0],
    ]);
    const reservations = (await ds.query('SELECT wish_id, quantity, public_id, order_status, thanked FROM reservation ORDER BY id')) as Array<
      Record<string, number | string>
    >;
    expect(reservations.map((r) => [Number(r.wish_id), Number(r.quantity), r.order_status, Number(r.thanked)])).toEqual([
      [wishIds[0], 1, 'SHIPPING', 1],
      [wishIds[1], 1, 'PREPARING', 0],
    ]);
    for (const r of reservations) expect(r.public_id).toMatch(RESERVATION_ID);
    expect(reservations[0].public_id).not.toBe(reservations[1].public_id);

    const indexes = await reservationIndexes(ds, kind);
    expect(indexes).toMatchObject({ idx_reservation_wish: false, uq_reservation_public_id: true });
    expect(await uniqueColumns(ds, kind)).toEqual(['public_id']);
    if (kind === 'sqlite') {
      const [{ sql }] = (await ds.query("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'reservation'")) as Array<{ sql: string }>;
      expect(sql).toMatch(/FOREIGN KEY \("wish_id"\) REFERENCES "wish" \("id"\) ON DELETE CASCADE/);
      expect(sql).not.toMatch(/UNIQUE \("wish_id"\)/);
      expect(sql).toMatch(/"public_id" varchar\(32\) NOT NULL/);
    }
    // The foreign key survived (SQLite rebuilt the table): a reservation of an unknown wish is refused.
    await expect(
      ds.query(
        "INSERT INTO reservation (wish_id, public_id, quantity, reserved_name, reserved_email, password_hash, order_status, created_at, updated_at) VALUES (987654, 'x', 1, 'a', 'b', 'c', 'PREPARING', ?, ?)",
        [STAMP, STAMP],
      ),
    ).rejects.toThrow();
  });

  it('the public read: old wishes are quantity-1 wishes, reserved ones fully reserved', async () => {
    const eventInfo = (await api().raw<NewsInfo>('GET', `/api/event/fetchInfoByCode/${CODE}`)).body;
    const wishes = eventInfo.wishList as PlannedWishPublic[];
    expect(wishes.map((w) => [w.id, w.quantity, w.reservedQuantity, w.isReserved, w.groupGift, w.fundedAmount, w.giverCount])).toEqual([
      [wishIds[0], 1, 1, true, false, 0, 0],
      [wishIds[1], 1, 1, true, false, 0, 0],
      [wishIds[2], 1, 0, false, false, 0, 0],
    ]);
  });

  it('old reservations keep their PINs (keyed and legacy), status and thanks; the view names their reservationId; they still block a second reserve', async () => {
    const ds = t!.app.get(DataSource);
    const [first, second] = (await ds.query('SELECT public_id FROM reservation ORDER BY id')) as Array<{ public_id: string }>;
    const view = await post<ReservationViewData>(`/api/event/fetchWishReservedData/${wishIds[0]}`, { eventCode: CODE, password: '1234' });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ wishTitle: '아기띠', orderStatus: 'SHIPPING', reservationId: first.public_id, quantity: 1 });
    // With its reservationId too; a wrong PIN is still 401.
    expect((await post(`/api/event/fetchWishReservedData/${wishIds[0]}`, { eventCode: CODE, password: '1234', reservationId: first.public_id })).status).toBe(
      200,
    );
    expect((await post(`/api/event/fetchWishReservedData/${wishIds[0]}`, { eventCode: CODE, password: '4321' })).status).toBe(401);
    const legacy = await post<ReservationViewData>(`/api/event/fetchWishReservedData/${wishIds[1]}`, { eventCode: CODE, password: '5678' });
    expect(legacy.body).toMatchObject({ wishTitle: '젖병 세트', orderStatus: 'PREPARING', reservationId: second.public_id, quantity: 1 });
    expect((await api().raw('GET', `/api/event/fetchWishReserverName/${wishIds[1]}?eventCode=${CODE}`)).body).toEqual({ reservedName: '박*촌' });

    const again = await post(`/api/wish/reserve/${wishIds[0]}`, {
      eventCode: CODE,
      reservedName: '새이모',
      reservedEmail: 'new@example.com',
      reservedPassword: '0000',
      privacyConsent: true,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'RESERVATION_TAKEN', message: '이미 예약된 상품입니다.' });
  });

  it("the owner's view lists the old reservation (thanked) and the old cancellation", async () => {
    const token = await ownerToken();
    const view = (await api().raw<OwnerReservationDetails>('GET', `/api/wish/reservation/${wishIds[0]}`, { token })).body;
    expect(view).toMatchObject({ reservedName: '김이모', orderStatus: 'SHIPPING', thanked: true, quantity: 1, reservedQuantity: 1 });
    expect(view.reservations).toEqual([
      expect.objectContaining({
        reservationId: expect.stringMatching(RESERVATION_ID),
        reservedName: '김이모',
        quantity: 1,
        orderStatus: 'SHIPPING',
        thanked: true,
      }),
    ]);
    expect(view.cancelledReservations.map((c) => c.reservedName)).toEqual(['옛친구']);
  });

  it('unreserve with the old PIN frees the unit and is recorded; the wish takes new reservations, and a raised quantity more', async () => {
    const un = await post<ReserveResponse>(`/api/wish/unreserve/${wishIds[1]}`, { eventCode: CODE, password: '5678' });
    expect(un.status).toBe(200);
    expect(un.body).toMatchObject({ wishId: wishIds[1], quantity: 1, reservedQuantity: 0, isReserved: false });
    const token = await ownerToken();
    expect((await api().raw<OwnerReservationDetails>('GET', `/api/wish/reservation/${wishIds[1]}`, { token })).body.cancelledReservations).toEqual([
      expect.objectContaining({ reservedName: '박삼촌', reservedEmail: '010-1111-2222' }),
    ]);
    const fresh = await post<ReserveResponse>(`/api/wish/reserve/${wishIds[1]}`, {
      eventCode: CODE,
      reservedName: '새삼촌',
      reservedEmail: 'u@example.com',
      reservedPassword: '2468',
      privacyConsent: true,
    });
    expect(fresh.body).toMatchObject({ quantity: 1, reservedQuantity: 1, isReserved: true });

    // The old reserved wish 0 becomes a quantity-3 wish: two more units can be taken.
    const updated = await api().raw<PlannedWishOwner>('PUT', `/api/wish/update/${wishIds[0]}`, {
      token,
      body: { title: '아기띠', description: '아기띠 설명', link: '', price: 30000, quantity: 3 },
    });
    expect(updated.body).toMatchObject({ quantity: 3, reservedQuantity: 1, isReserved: false, orderStatus: 'SHIPPING' });
    const two = await post<ReserveResponse>(`/api/wish/reserve/${wishIds[0]}`, {
      eventCode: CODE,
      reservedName: '고모',
      reservedEmail: 'g@example.com',
      reservedPassword: '1357',
      quantity: 2,
      privacyConsent: true,
    });
    expect(two.body).toMatchObject({ quantity: 2, reservedQuantity: 3, isReserved: true });
    // Two reservations now: a PIN call must name one (ARCHITECTURE §4.7, §4.22); the old PIN still opens the
    // old reservation (its migrated public id) only.
    expect((await post(`/api/event/fetchWishReservedData/${wishIds[0]}`, { eventCode: CODE, password: '1234' })).body).toMatchObject({
      code: 'RESERVATION_ID_REQUIRED',
    });
    const [old] = (await t!.app.get(DataSource).query('SELECT public_id FROM `reservation` WHERE wish_id = ? ORDER BY id LIMIT 1', [wishIds[0]])) as Array<{
      public_id: string;
    }>;
    const view = (password: string, reservationId: string) =>
      post<ReservationViewData>(`/api/event/fetchWishReservedData/${wishIds[0]}`, { eventCode: CODE, password, reservationId });
    expect((await view('1234', old.public_id)).body).toMatchObject({ reservationId: old.public_id, quantity: 1, orderStatus: 'SHIPPING' });
    expect((await view('1357', two.body.reservationId)).body).toMatchObject({ reservationId: two.body.reservationId, quantity: 2, orderStatus: 'PREPARING' });
    expect((await view('1234', two.body.reservationId)).status).toBe(401);
  });

  it('deleting a wish still takes its reservations along (ON DELETE CASCADE survived)', async () => {
    const token = await ownerToken();
    expect((await api().raw('DELETE', `/api/wish/delete/${wishIds[1]}`, { token })).status).toBe(200);
    const ds = t!.app.get(DataSource);
    expect(Number(((await ds.query('SELECT COUNT(*) AS n FROM reservation WHERE wish_id = ?', [wishIds[1]])) as Array<{ n: number }>)[0].n)).toBe(0);
  });
});

describe.each(testDatabases())('gift-quantities migration down on %s', (kind) => {
  it('down restores one reservation per wish with the old rows intact, and refuses while a wish has several', async () => {
    const db = await createTestDatabase(kind);
    try {
      const ds = await oldDataSource(db, INDEX + 1);
      try {
        await ds.query(
          'INSERT INTO member (username, password_hash, email, display_name, role, provider, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          ['down_mom', 'x', 'down@example.com', '다운엄마', 'ROLE_USER', 'regular', STAMP, STAMP],
        );
        await ds.query(
          "INSERT INTO event (code, owner_id, title, description, post_code, address, detail_address, created_at, updated_at) VALUES ('downpage', (SELECT id FROM member WHERE username = 'down_mom'), 't', 'd', '06236', 'a', 'b', ?, ?)",
          [STAMP, STAMP],
        );
        await ds.query(
          "INSERT INTO wish (event_id, title, description, link, link_type, price, created_at, updated_at, quantity, reserved_quantity) VALUES ((SELECT id FROM event WHERE code = 'downpage'), 'w', '', '', 'OTHERS', NULL, ?, ?, 3, 2)",
          [STAMP, STAMP],
        );
        const [{ id: wishId }] = (await ds.query('SELECT id FROM wish')) as Array<{ id: number }>;
        const insert = `INSERT INTO reservation (wish_id, public_id, quantity, reserved_name, reserved_email, password_hash, order_status, created_at, updated_at) VALUES (?, ?, 1, ?, 'c', 'h', 'PREPARING', ?, ?)`;
        await ds.query(insert, [wishId, 'aaaaaaaaaaaaaaaaaaaaaa', '하나', STAMP, STAMP]);
        await ds.query(insert, [wishId, 'bbbbbbbbbbbbbbbbbbbbbb', '둘', STAMP, STAMP]);
        await expect(ds.undoLastMigration({ transaction: 'each' })).rejects.toThrow(/several reservations/);

        await ds.query("DELETE FROM reservation WHERE public_id = 'bbbbbbbbbbbbbbbbbbbbbb'");
        await ds.undoLastMigration({ transaction: 'each' });
        const runner = ds.createQueryRunner();
        expect(await runner.hasColumn('wish', 'quantity')).toBe(false);
        expect(await runner.hasColumn('reservation', 'public_id')).toBe(false);
        await runner.release();
        expect(((await ds.query('SELECT reserved_name FROM reservation')) as Array<{ reserved_name: string }>).map((r) => r.reserved_name)).toEqual(['하나']);
        expect(await uniqueColumns(ds, kind)).toEqual(['wish_id']);
        await expect(
          ds.query(
            "INSERT INTO reservation (wish_id, reserved_name, reserved_email, password_hash, order_status, created_at, updated_at) VALUES (?, 'x', 'c', 'h', 'PREPARING', ?, ?)",
            [wishId, STAMP, STAMP],
          ),
        ).rejects.toThrow();
      } finally {
        await ds.destroy();
      }
    } finally {
      await db.drop();
    }
  }, 60_000);
});
