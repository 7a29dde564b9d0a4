import { GIFT_MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, createWish, ownerWithNews, signUp, wishBody } from '../../test/helpers';
import { apiError, reservationCalls } from '../../test/reservation-kit';
import { runWithDbOwner } from '../database/sqlite-serializer';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { ReservationsService } from './reservations.service';

/** Runs `call` as its own HTTP request would (its own SQLite access owner). */
function asRequest<T>(call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => runWithDbOwner(() => void call().then(resolve, reject)));
}

const TAKEN = apiError('RESERVATION_TAKEN');
const exceeded = (remaining: number) => apiError('RESERVATION_QUANTITY_EXCEEDED', GIFT_MSG.quantityRemaining(remaining));

/**
 * Quantities (ARCHITECTURE §4.22) on SQLite and MariaDB: a wish of `quantity` units is
 * shared by several reservations, each with its own PIN and `reservationId`; the counter
 * `wish.reserved_quantity` (conditional UPDATE + INSERT in one transaction) never lets the units exceed
 * the quantity, whatever the concurrency.
 */
describe.each(testDatabases())('quantities on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const api = reservationCalls(s);
  const ds = () => s.t.app.get(DataSource);
  /** A news page with one wish of `quantity` units. */
  const wishOf = async (quantity: number, news: Record<string, unknown> = {}) => {
    const owner = await ownerWithNews(s.t, news);
    const wishId = await createWish(s.t, owner.token, owner.code, { title: '기저귀 한 박스', quantity });
    return { ...owner, wishId };
  };
  const counters = async (wishId: number) => {
    const [row] = (await ds().query('SELECT quantity, reserved_quantity FROM `wish` WHERE id = ?', [wishId])) as Array<Record<string, number | string>>;
    const [sum] = (await ds().query('SELECT COUNT(*) AS n, COALESCE(SUM(quantity), 0) AS units FROM `reservation` WHERE wish_id = ?', [wishId])) as Array<
      Record<string, number | string>
    >;
    return { quantity: Number(row.quantity), reserved: Number(row.reserved_quantity), rows: Number(sum.n), units: Number(sum.units) };
  };
  const publicWish = async (code: string, wishId: number) =>
    (await api.get(`/api/event/fetchInfoByCode/${code}`)).json().wishList.find((w: { id: number }) => w.id === wishId);
  const view = (wishId: number, code: string, password: string, reservationId?: string) =>
    api.post(`/api/event/fetchWishReservedData/${wishId}`, { eventCode: code, password, ...(reservationId ? { reservationId } : {}) });
  const unreserve = (wishId: number, code: string, password: string, reservationId?: string) =>
    api.post(`/api/wish/unreserve/${wishId}`, { eventCode: code, password, ...(reservationId ? { reservationId } : {}) });

  it('a wish of quantity 3 under 30 concurrent single reserves: exactly 3 succeed, 27 × 409 RESERVATION_TAKEN; counters and reads agree', async () => {
    const { code, wishId } = await wishOf(3);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.reserve(wishId, code, { reservedName: `친척${i}`, reservedEmail: `r${i}@example.com`, reservedPassword: String(1000 + i) }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    expect(won).toHaveLength(3);
    const lost = answers.filter((a) => a.statusCode !== 201);
    expect(lost).toHaveLength(27);
    for (const a of lost) expect(a.json()).toEqual(TAKEN);
    expect(TAKEN.message).toBe('이미 예약된 상품입니다.');
    expect(new Set(won.map((a) => a.json().reservationId)).size).toBe(3);
    for (const a of won) expect(a.json()).toMatchObject({ wishId, quantity: 1 });
    expect(won.map((a) => a.json().reservedQuantity).sort()).toEqual([1, 2, 3]);
    expect(won.filter((a) => a.json().isReserved)).toHaveLength(1);
    expect(await counters(wishId)).toEqual({ quantity: 3, reserved: 3, rows: 3, units: 3 });
    expect(await publicWish(code, wishId)).toMatchObject({ quantity: 3, reservedQuantity: 3, isReserved: true, groupGift: false });
  }, 60_000);

  it('the database alone decides: with the in-process queue bypassed, 20 concurrent reserves of 2 on a quantity-5 wish → 2 succeed, the rest learn 1 remains', async () => {
    const { code, wishId } = await wishOf(5);
    const service = s.t.app.get(ReservationsService);
    const internals = service as unknown as { serialized(id: number, insert: () => Promise<unknown>): Promise<unknown> };
    const queue = jest.spyOn(internals, 'serialized').mockImplementation((_id, task) => task());
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          asRequest(() =>
            service.reserve(
              wishId,
              { eventCode: code, reservedName: `친구${i}`, reservedEmail: `f${i}@example.com`, reservedPassword: '1234', quantity: 2, privacyConsent: true },
              '127.0.0.1',
            ),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(18);
      for (const r of rejected) expect(r.reason).toMatchObject({ code: 'RESERVATION_QUANTITY_EXCEEDED', userMessage: GIFT_MSG.quantityRemaining(1) });
      expect(await counters(wishId)).toEqual({ quantity: 5, reserved: 4, rows: 2, units: 4 });
    } finally {
      queue.mockRestore();
    }
  }, 60_000);

  it('reserve 2 then 2 of 3: the second is 409 RESERVATION_QUANTITY_EXCEEDED with the remaining count; 1 fills it; then RESERVATION_TAKEN', async () => {
    const { code, wishId } = await wishOf(3);
    const first = await api.reserve(wishId, code, { quantity: 2, reservedPassword: '1111' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ wishId, reservationId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), quantity: 2, reservedQuantity: 2, isReserved: false });
    const second = await api.reserve(wishId, code, { quantity: 2, reservedPassword: '2222' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(exceeded(1));
    expect(second.json().message).toBe('남은 수량은 1개입니다. 1개 이하로 선택해주세요.');
    expect(await counters(wishId)).toEqual({ quantity: 3, reserved: 2, rows: 1, units: 2 });
    expect(await publicWish(code, wishId)).toMatchObject({ quantity: 3, reservedQuantity: 2, isReserved: false });
    expect((await api.reserve(wishId, code, { quantity: 1, reservedPassword: '3333' })).json()).toMatchObject({
      quantity: 1,
      reservedQuantity: 3,
      isReserved: true,
    });
    expect((await api.reserve(wishId, code, { quantity: 1 })).json()).toEqual(TAKEN);
    expect((await api.reserve(wishId, code, { quantity: 2 })).json()).toEqual(TAKEN);
  });

  it.each([
    ['0', 0],
    ['100', 100],
    ['1.5', 1.5],
    ['a string', '2'],
    ['null', null],
  ])('reserve quantity %s → 400 VALIDATION_FAILED with the quantity message; nothing stored', async (_name, quantity) => {
    const { code, wishId } = await wishOf(3);
    const res = await api.reserve(wishId, code, { quantity });
    expect(res.json()).toEqual(apiError('VALIDATION_FAILED', '수량은 1개 이상 99개 이하로 입력해주세요.'));
    expect(await counters(wishId)).toEqual({ quantity: 3, reserved: 0, rows: 0, units: 0 });
  });

  it("each reserver sees only their own reservation with their PIN and reservationId; another's reservationId with my PIN is 401", async () => {
    const { code, wishId } = await wishOf(3);
    const aunt = (await api.reserve(wishId, code, { reservedName: '김이모', reservedEmail: 'aunt@example.com', reservedPassword: '1111' })).json();
    const uncle = (
      await api.reserve(wishId, code, { reservedName: '박삼촌', reservedEmail: 'uncle@example.com', reservedPassword: '2222', quantity: 2 })
    ).json();

    const mine = await view(wishId, code, '1111', aunt.reservationId);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ reservationId: aunt.reservationId, quantity: 1, orderStatus: 'PREPARING' });
    expect(mine.body).not.toContain(uncle.reservationId);
    expect((await view(wishId, code, '1111', aunt.reservationId)).json()).toMatchObject({ reservationId: aunt.reservationId, quantity: 1 });
    expect((await view(wishId, code, '2222', uncle.reservationId)).json()).toMatchObject({ reservationId: uncle.reservationId, quantity: 2 });
    expect((await view(wishId, code, '1111', uncle.reservationId)).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
    expect((await view(wishId, code, '2222', aunt.reservationId)).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
    expect((await view(wishId, code, '1111', 'AAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual(apiError('RESERVATION_NOT_FOUND'));

    // Masked names per reservation; status changes touch only the named reservation.
    const name = (id?: string) => api.get(`/api/event/fetchWishReserverName/${wishId}?eventCode=${code}${id ? `&reservationId=${id}` : ''}`);
    expect((await name(uncle.reservationId)).json()).toEqual({ reservedName: '박*촌' });
    expect((await name(aunt.reservationId)).json()).toEqual({ reservedName: '김*모' });
    // Without an id the gate cannot know whose it is: no name rather than another relative's.
    expect((await name()).json()).toEqual({ reservedName: '' });
    expect(
      (
        await api.post(`/api/wish/orderStatus/${wishId}`, { eventCode: code, password: '2222', orderStatus: 'SHIPPING', reservationId: uncle.reservationId })
      ).json(),
    ).toEqual({ wishId, orderStatus: 'SHIPPING' });
    expect((await view(wishId, code, '1111', aunt.reservationId)).json().orderStatus).toBe('PREPARING');
    expect((await view(wishId, code, '2222', uncle.reservationId)).json().orderStatus).toBe('SHIPPING');
    expect(
      (await api.post(`/api/wish/orderStatus/${wishId}`, { eventCode: code, password: '1111', orderStatus: 'SHIPPING', reservationId: uncle.reservationId }))
        .statusCode,
    ).toBe(401);
  });

  it('two reservers with the same PIN: with reservationId each opens their own', async () => {
    const { code, wishId } = await wishOf(2);
    const a = (await api.reserve(wishId, code, { reservedPassword: '4321' })).json();
    const b = (await api.reserve(wishId, code, { reservedPassword: '4321' })).json();
    expect((await view(wishId, code, '4321', a.reservationId)).json().reservationId).toBe(a.reservationId);
    expect((await view(wishId, code, '4321', b.reservationId)).json().reservationId).toBe(b.reservationId);
  });

  describe('a PIN is compared with one reservation only (ARCHITECTURE §4.7, §4.22)', () => {
    const attempts = async () => Number(((await ds().query('SELECT COUNT(*) AS n FROM `auth_attempt`')) as Array<{ n: number | string }>)[0].n);
    const required = apiError('RESERVATION_ID_REQUIRED', GIFT_MSG.reservationIdRequired);

    it('without reservationId on a wish of several reservations: 400 RESERVATION_ID_REQUIRED on every PIN call, right PIN or not, no attempt counted', async () => {
      const { code, wishId } = await wishOf(3);
      const aunt = (await api.reserve(wishId, code, { reservedPassword: '1111' })).json();
      await api.reserve(wishId, code, { reservedPassword: '2222' });
      const before = await attempts();
      // More calls than the 5-failure lock allows: none of them is an attempt.
      for (const pin of ['1111', '2222', '9999', '0000', '1234', '5555', '7777']) {
        expect((await view(wishId, code, pin)).json()).toEqual(required);
      }
      expect((await unreserve(wishId, code, '1111')).json()).toEqual(required);
      expect((await api.post(`/api/wish/orderStatus/${wishId}`, { eventCode: code, password: '1111', orderStatus: 'SHIPPING' })).json()).toEqual(required);
      expect(await attempts()).toBe(before);
      expect(await counters(wishId)).toEqual({ quantity: 3, reserved: 2, rows: 2, units: 2 });
      // Not locked: the named reservation still opens with its PIN.
      expect((await view(wishId, code, '1111', aunt.reservationId)).json()).toMatchObject({ reservationId: aunt.reservationId, orderStatus: 'PREPARING' });
    });

    it("with reservationId only that reservation's PIN opens it: another reservation's PIN is 401 and counted once", async () => {
      const { code, wishId } = await wishOf(3);
      const aunt = (await api.reserve(wishId, code, { reservedPassword: '1111' })).json();
      const uncle = (await api.reserve(wishId, code, { reservedPassword: '2222' })).json();
      const before = await attempts();
      expect((await view(wishId, code, '2222', aunt.reservationId)).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
      expect((await unreserve(wishId, code, '2222', aunt.reservationId)).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
      // One slot of the wish and one of the address budget per wrong call.
      expect(await attempts()).toBe(before + 4);
      expect(await counters(wishId)).toEqual({ quantity: 3, reserved: 2, rows: 2, units: 2 });
      expect((await view(wishId, code, '2222', uncle.reservationId)).json()).toMatchObject({ reservationId: uncle.reservationId });
    });

    it('a wish with exactly one reservation keeps working without reservationId (spec §7)', async () => {
      const { code, wishId } = await wishOf(3);
      const only = (await api.reserve(wishId, code, { reservedPassword: '1111', quantity: 2 })).json();
      expect((await view(wishId, code, '1111')).json()).toMatchObject({ reservationId: only.reservationId, quantity: 2 });
      expect((await view(wishId, code, '2222')).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
      expect((await unreserve(wishId, code, '1111')).json()).toMatchObject({ reservationId: only.reservationId, reservedQuantity: 0 });
    });
  });

  it('unreserving one frees exactly its units (same transaction as the DELETE); the rest stay; its id is gone', async () => {
    const { code, wishId, token } = await wishOf(4);
    const one = (await api.reserve(wishId, code, { reservedName: '하나', reservedPassword: '1111' })).json();
    const two = (await api.reserve(wishId, code, { reservedName: '둘둘', reservedPassword: '2222', quantity: 3 })).json();
    expect(two).toMatchObject({ reservedQuantity: 4, isReserved: true });

    const res = await unreserve(wishId, code, '2222', two.reservationId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wishId, reservationId: two.reservationId, quantity: 3, reservedQuantity: 1, isReserved: false });
    expect(await counters(wishId)).toEqual({ quantity: 4, reserved: 1, rows: 1, units: 1 });
    expect(await publicWish(code, wishId)).toMatchObject({ quantity: 4, reservedQuantity: 1, isReserved: false });
    expect((await unreserve(wishId, code, '2222', two.reservationId)).json()).toEqual(apiError('RESERVATION_NOT_FOUND'));
    expect((await unreserve(wishId, code, '2222')).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
    expect((await view(wishId, code, '1111')).json()).toMatchObject({ reservationId: one.reservationId, quantity: 1 });
    const owner = (await api.ownerView(wishId, token)).json();
    expect(owner.cancelledReservations.map((c: { reservedName: string }) => c.reservedName)).toEqual(['둘둘']);
    expect((await api.reserve(wishId, code, { quantity: 3 })).json()).toMatchObject({ reservedQuantity: 4, isReserved: true });
  });

  it('CANCELLED keeps the units (the wish stays reserved as before quantities) until the reserver unreserves', async () => {
    const { code, wishId } = await wishOf(1);
    const r = (await api.reserve(wishId, code)).json();
    expect((await api.post(`/api/wish/orderStatus/${wishId}`, { eventCode: code, password: '1234', orderStatus: 'CANCELLED' })).statusCode).toBe(200);
    expect(await counters(wishId)).toEqual({ quantity: 1, reserved: 1, rows: 1, units: 1 });
    expect((await api.reserve(wishId, code)).json()).toEqual(TAKEN);
    expect((await unreserve(wishId, code, '1234', r.reservationId)).json()).toMatchObject({ reservedQuantity: 0, isReserved: false });
    expect((await api.reserve(wishId, code)).statusCode).toBe(201);
  });

  it('reserves and unreserves racing on one wish keep reserved_quantity equal to the units of its rows', async () => {
    const { code, wishId } = await wishOf(5);
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => api.reserve(wishId, code, { reservedPassword: String(1000 + i) })));
    const held = first.flatMap((a, i) => (a.statusCode === 201 ? [{ id: a.json().reservationId as string, pin: String(1000 + i) }] : []));
    expect(held).toHaveLength(5);
    const storm = await Promise.all([
      ...held.map((h) => unreserve(wishId, code, h.pin, h.id)),
      ...Array.from({ length: 10 }, (_, i) => api.reserve(wishId, code, { reservedPassword: String(2000 + i), quantity: 1 + (i % 2) })),
    ]);
    expect(storm.slice(0, 5).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const a of storm.slice(5)) expect([201, 409]).toContain(a.statusCode);
    const after = await counters(wishId);
    expect(after.reserved).toBe(after.units);
    expect(after.reserved).toBeLessThanOrEqual(5);
    // Whatever remains can be taken, and then nothing more.
    if (after.reserved < 5)
      expect((await api.reserve(wishId, code, { quantity: 5 - after.reserved })).json()).toMatchObject({ reservedQuantity: 5, isReserved: true });
    expect((await api.reserve(wishId, code)).json()).toEqual(TAKEN);
    expect(await counters(wishId)).toMatchObject({ reserved: 5, units: 5 });
  }, 60_000);

  describe('wish create / update', () => {
    const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => s.t.app.inject({ method, url, headers: bearer(token), payload });

    it('create: quantity default 1, 1–99 accepted, 0 / 100 / 1.5 → 400 with the quantity message', async () => {
      const { token, code } = await ownerWithNews(s.t);
      expect((await call('POST', `/api/wish/create/${code}`, token, wishBody())).json()).toMatchObject({ quantity: 1, reservedQuantity: 0, groupGift: false });
      expect((await call('POST', `/api/wish/create/${code}`, token, wishBody({ quantity: 99 }))).json()).toMatchObject({ quantity: 99, isReserved: false });
      for (const quantity of [0, 100, 1.5, '3']) {
        const res = await call('POST', `/api/wish/create/${code}`, token, { ...wishBody(), quantity });
        expect(res.json()).toEqual(apiError('VALIDATION_FAILED', GIFT_MSG.quantityInvalid));
      }
    });

    it('update: absent keeps quantity; not below the reserved units (409 with the count); raising frees the wish again', async () => {
      const { token, code, wishId } = await wishOf(4);
      await api.reserve(wishId, code, { quantity: 3 });
      const base = wishBody({ title: '기저귀 한 박스' });
      expect((await call('PUT', `/api/wish/update/${wishId}`, token, base)).json()).toMatchObject({ quantity: 4, reservedQuantity: 3 });
      const below = await call('PUT', `/api/wish/update/${wishId}`, token, { ...base, quantity: 2 });
      expect(below.statusCode).toBe(409);
      expect(below.json()).toEqual(apiError('WISH_QUANTITY_BELOW_RESERVED', GIFT_MSG.quantityBelowReserved(3)));
      expect((await call('PUT', `/api/wish/update/${wishId}`, token, { ...base, quantity: 3 })).json()).toMatchObject({ quantity: 3, isReserved: true });
      expect(await publicWish(code, wishId)).toMatchObject({ quantity: 3, reservedQuantity: 3, isReserved: true });
      expect((await call('PUT', `/api/wish/update/${wishId}`, token, { ...base, quantity: 5 })).json()).toMatchObject({ quantity: 5, isReserved: false });
      expect((await call('PUT', `/api/wish/update/${wishId}`, token, { ...base, quantity: 0 })).json()).toEqual(
        apiError('VALIDATION_FAILED', GIFT_MSG.quantityInvalid),
      );
      const other = await signUp(s.t);
      expect((await call('PUT', `/api/wish/update/${wishId}`, other.token, { ...base, quantity: 9 })).statusCode).toBe(403);
      expect(await counters(wishId)).toEqual({ quantity: 5, reserved: 3, rows: 1, units: 3 });
    });

    it('group gift: needs a price (also the stored one on update); not reservable; mode locked while reserved or pledged; fully funded reads as reserved', async () => {
      const { token, code } = await ownerWithNews(s.t);
      expect((await call('POST', `/api/wish/create/${code}`, token, wishBody({ price: null, groupGift: true }))).json()).toEqual(
        apiError('VALIDATION_FAILED', GIFT_MSG.groupGiftNeedsPrice),
      );
      const created = (await call('POST', `/api/wish/create/${code}`, token, wishBody({ title: '유모차', price: 400000, groupGift: true }))).json();
      expect(created).toMatchObject({ groupGift: true, fundedAmount: 0, giverCount: 0, isReserved: false });
      const base = { title: '유모차', description: '', link: '', price: 400000 };
      // groupGift absent keeps it; clearing the stored price is refused.
      expect((await call('PUT', `/api/wish/update/${created.id}`, token, { ...base, price: null })).json()).toEqual(
        apiError('VALIDATION_FAILED', GIFT_MSG.groupGiftNeedsPrice),
      );
      expect((await api.reserve(created.id, code)).json()).toEqual(apiError('GROUP_GIFT_NOT_RESERVABLE'));

      // Pledges (kept by the pledges module) lock the mode; fully funded reads as isReserved.
      await ds().query('UPDATE `wish` SET funded_amount = 400000, giver_count = 3 WHERE id = ?', [created.id]);
      expect(await publicWish(code, created.id)).toMatchObject({ groupGift: true, fundedAmount: 400000, giverCount: 3, isReserved: true, reservedQuantity: 0 });
      expect((await call('PUT', `/api/wish/update/${created.id}`, token, { ...base, groupGift: false })).json()).toEqual(apiError('WISH_GIFT_MODE_LOCKED'));
      await ds().query('UPDATE `wish` SET funded_amount = 0, giver_count = 0 WHERE id = ?', [created.id]);
      expect((await call('PUT', `/api/wish/update/${created.id}`, token, { ...base, groupGift: false })).json()).toMatchObject({ groupGift: false });

      // A reserved wish cannot become a group gift; a free one can.
      const wishId = await createWish(s.t, token, code, { title: '카시트', price: 250000, quantity: 2 });
      await api.reserve(wishId, code);
      const locked = await call('PUT', `/api/wish/update/${wishId}`, token, { title: '카시트', price: 250000, groupGift: true });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toEqual(apiError('WISH_GIFT_MODE_LOCKED'));
      await unreserve(wishId, code, '1234');
      expect((await call('PUT', `/api/wish/update/${wishId}`, token, { title: '카시트', price: 250000, groupGift: true })).json()).toMatchObject({
        groupGift: true,
      });
    });
  });

  describe("owner's reservation view", () => {
    it('quantity, reservedQuantity and every reservation oldest first; thanked and DELIVERED per reservationId (absent: the first)', async () => {
      const { code, wishId, token } = await wishOf(3);
      const a = (await api.reserve(wishId, code, { reservedName: '김이모', reservedEmail: 'aunt@example.com', reservedPassword: '1111' })).json();
      const b = (await api.reserve(wishId, code, { reservedName: '박삼촌', reservedEmail: '010-2222-3333', reservedPassword: '2222', quantity: 2 })).json();
      const thank = (body: object) => api.put(`/api/wish/reservation/${wishId}/thanked`, body, token);
      expect((await thank({ thanked: true, reservationId: b.reservationId })).json()).toEqual({ wishId, reservationId: b.reservationId, thanked: true });
      expect((await api.put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED', reservationId: b.reservationId }, token)).json()).toEqual({
        wishId,
        orderStatus: 'DELIVERED',
      });
      expect((await thank({ thanked: true, reservationId: 'AAAAAAAAAAAAAAAAAAAAAA' })).json()).toEqual(apiError('RESERVATION_NOT_FOUND'));
      const view = (await api.ownerView(wishId, token)).json();
      expect(view).toMatchObject({ quantity: 3, reservedQuantity: 3, reservedName: '김이모', orderStatus: 'PREPARING', thanked: false });
      expect(view.reservations).toEqual([
        {
          reservationId: a.reservationId,
          reservedName: '김이모',
          reservedEmail: 'aunt@example.com',
          reservedAt: expect.any(String),
          quantity: 1,
          orderStatus: 'PREPARING',
          thanked: false,
        },
        {
          reservationId: b.reservationId,
          reservedName: '박삼촌',
          reservedEmail: '010-2222-3333',
          reservedAt: expect.any(String),
          quantity: 2,
          orderStatus: 'DELIVERED',
          thanked: true,
        },
      ]);
      // Without an id: the first reservation.
      expect((await thank({ thanked: true })).json()).toEqual({ wishId, thanked: true });
      expect((await api.ownerView(wishId, token)).json().reservations.map((r: { thanked: boolean }) => r.thanked)).toEqual([true, true]);
      const other = await signUp(s.t);
      expect((await api.put(`/api/wish/reservation/${wishId}/thanked`, { thanked: false, reservationId: a.reservationId }, other.token)).statusCode).toBe(403);
      expect((await api.ownerView(wishId, token)).json().reservations[0].thanked).toBe(true);
    });

    it('surprise mode: the raw text of the owner view carries no reserver name or contact, rows included', async () => {
      const { code, wishId, token } = await wishOf(3, { surpriseMode: true, revealAt: '2031-03-01' });
      const a = (await api.reserve(wishId, code, { reservedName: '비밀이모', reservedEmail: 'secret-aunt@example.com', reservedPassword: '1111' })).json();
      await api.reserve(wishId, code, { reservedName: '비밀삼촌', reservedEmail: '010-9876-5432', reservedPassword: '2222', quantity: 2 });
      await unreserve(wishId, code, '1111', a.reservationId);
      await api.reserve(wishId, code, { reservedName: '비밀고모', reservedEmail: 'secret-gomo@example.com', reservedPassword: '3333' });
      const res = await api.ownerView(wishId, token);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/비밀|secret-|9876/);
      const view = res.json();
      expect(view).toMatchObject({ reserversHidden: true, quantity: 3, reservedQuantity: 3, reservedName: null, reservedEmail: null });
      expect(view.reservations).toHaveLength(2);
      for (const r of view.reservations) expect(r).toMatchObject({ reservedName: null, reservedEmail: null });
      // The owner's news read too.
      expect((await api.get(`/api/event/fetchInfoByCode/${code}`, token)).body).not.toMatch(/비밀|secret-|9876/);
    });
  });
});
