import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { quietTitles } from '../src/wishes/testing/wish-fixtures';
import { testDatabases, useTestApp } from './harness';
import { apiError, pageWithWishes, reservationCalls } from './reservation-kit';

/**
 * The share code on every anonymous wish call (ARCHITECTURE §4.7): without it 400; with another page's code
 * the same 404 as an unknown wish and nothing changes; wish ids cannot be probed.
 */
describe.each(testDatabases())('anonymous wish routes need the page code on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const api = reservationCalls(s);

  /** Every row of the tables an anonymous wish call may touch. */
  const snapshot = async () => {
    const ds = s.t.app.get(DataSource);
    const tables = ['reservation', 'reservation_cancellation', 'wish_pin_lock', 'auth_attempt'];
    return Promise.all(tables.map((table) => ds.query(`SELECT * FROM \`${table}\` ORDER BY 1`)));
  };

  /** The five anonymous calls on wish `id` with share code `code` (undefined: left out). */
  const calls = (id: number, code: string | undefined, pin = '1234') => {
    const withCode = (body: object) => (code === undefined ? body : { eventCode: code, ...body });
    return {
      reserve: () =>
        api.post(
          `/api/wish/reserve/${id}`,
          withCode({ reservedName: '낯선이', reservedEmail: 'x@example.com', reservedPassword: '9999', privacyConsent: true }),
        ),
      unreserve: () => api.post(`/api/wish/unreserve/${id}`, withCode({ password: pin })),
      orderStatus: () => api.post(`/api/wish/orderStatus/${id}`, withCode({ password: pin, orderStatus: 'CANCELLED' })),
      view: () => api.post(`/api/event/fetchWishReservedData/${id}`, withCode({ password: pin })),
      name: () => api.name(id, code),
    };
  };

  it('each anonymous wish route without eventCode (or blank) → 400 VALIDATION_FAILED with the Korean message; nothing changes', async () => {
    const { code, wishIds } = await pageWithWishes(s, 1);
    await api.reserve(wishIds[0], code);
    const before = await snapshot();
    for (const missing of [undefined, '', '   ']) {
      for (const [route, call] of Object.entries(calls(wishIds[0], missing))) {
        const res = await call();
        expect({ route, body: res.json() }).toEqual({ route, body: apiError('VALIDATION_FAILED', MSG.reserve.eventCodeRequired) });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("another page's code → 404 WISH_NOT_FOUND exactly like an unknown wish, even with the right PIN; nothing changes", async () => {
    const mine = await pageWithWishes(s, 2);
    const other = await pageWithWishes(s, 1);
    const [reserved, free] = mine.wishIds;
    await api.reserve(reserved, mine.code);
    const before = await snapshot();
    for (const id of [reserved, free]) {
      for (const [route, call] of Object.entries(calls(id, other.code))) {
        expect({ route, body: (await call()).json() }).toEqual({ route, body: apiError('WISH_NOT_FOUND') });
      }
    }
    expect(await snapshot()).toEqual(before);
    // The right code still works afterwards: nothing was locked or counted.
    expect((await api.view(reserved, mine.code, '1234')).statusCode).toBe(200);
    expect((await api.name(reserved, mine.code)).json()).toEqual({ reservedName: '이*' });
  });

  it('a loop over 50 sequential wish ids with a wrong code reveals nothing: reserved, free and nonexistent ids answer identically', async () => {
    const { code, wishIds } = await pageWithWishes(s, 30);
    for (const id of wishIds.filter((_, i) => i % 2 === 0)) await api.reserve(id, code, { reservedName: '김철수' });
    await api.unreserve(wishIds[2], code, '1234');
    const wrong = (await pageWithWishes(s, 0)).code;
    const first = wishIds[0];
    const before = await snapshot();
    const bodies = new Map<string, Set<string>>();
    for (let id = first; id < first + 50; id++) {
      for (const [route, call] of Object.entries(calls(id, wrong))) {
        const res = await call();
        const seen = bodies.get(route) ?? new Set<string>();
        seen.add(`${res.statusCode} ${res.body}`);
        bodies.set(route, seen);
        expect(res.body).not.toMatch(/김|철수|\*|주소|06236|PREPARING|address/i);
      }
    }
    for (const [route, seen] of bodies)
      expect({ route, answers: [...seen] }).toEqual({ route, answers: [`404 ${JSON.stringify(apiError('WISH_NOT_FOUND'))}`] });
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
