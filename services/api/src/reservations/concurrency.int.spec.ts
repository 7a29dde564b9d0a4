import { DataSource } from 'typeorm';
import { startApp, testDatabases, useTestApp } from '../../test/harness';
import { createWish, ownerWithNews, reserveBody } from '../../test/helpers';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { DomainError } from '../common/domain-error';
import { runWithDbOwner } from '../database/sqlite-serializer';
import { ReservationEntity } from './reservation.entity';
import { ReservationsService } from './reservations.service';

const CALLERS = 50;

/** Runs `call` as its own HTTP request would (its own SQLite access owner, `runWithDbOwner`). */
function asRequest<T>(call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => runWithDbOwner(() => void call().then(resolve, reject)));
}
const ROUNDS = 10;

describe.each(testDatabases())('exactly-once reservation on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));

  it(`${CALLERS} simultaneous reserve calls: one 201, ${CALLERS - 1} × 409, no 5xx; the winner's data is stored (${ROUNDS} rounds)`, async () => {
    const { token, code } = await ownerWithNews(s.t);
    const reservations = s.t.app.get(DataSource).getRepository(ReservationEntity);
    for (let round = 0; round < ROUNDS; round++) {
      const wishId = await createWish(s.t, token, code, { title: `선물 ${round}` });
      const calls = Array.from({ length: CALLERS }, (_, i) =>
        s.t.app.inject({
          method: 'POST',
          url: `/api/wish/reserve/${wishId}`,
          payload: reserveBody({ eventCode: code, reservedName: `친구${i}`, reservedEmail: `friend${i}@example.com`, reservedPassword: String(1000 + i) }),
        }),
      );
      const answers = await Promise.all(calls);
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(CALLERS - 1);
      const winner = codes.indexOf(201);
      const stored = await reservations.findBy({ wishId });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ reservedName: `친구${winner}`, reservedEmail: `friend${winner}@example.com` });
      const view = await s.t.app.inject({
        method: 'POST',
        url: `/api/event/fetchWishReservedData/${wishId}`,
        payload: { eventCode: code, password: String(1000 + winner) },
      });
      expect(view.statusCode).toBe(200);
    }
  }, 120_000);

  it('the database alone decides: with the in-process queue bypassed, all callers (who all read the wish as free) reach the counter UPDATE at once and still only one wins', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const service = s.t.app.get(ReservationsService);
    const internals = service as unknown as { serialized(id: number, insert: () => Promise<unknown>): Promise<unknown> };
    const queue = jest.spyOn(internals, 'serialized').mockImplementation((_id, task) => task());
    try {
      for (let round = 0; round < 3; round++) {
        const wishId = await createWish(s.t, token, code, { title: `경쟁 ${round}` });
        const before = queue.mock.calls.length;
        const results = await Promise.allSettled(
          Array.from({ length: CALLERS }, (_, i) =>
            asRequest(() =>
              service.reserve(
                wishId,
                { eventCode: code, reservedName: `친구${i}`, reservedEmail: `f${i}@example.com`, reservedPassword: '1234', quantity: 1, privacyConsent: true },
                '127.0.0.1',
              ),
            ),
          ),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(rejected).toHaveLength(CALLERS - 1);
        for (const r of rejected) expect(r.reason).toMatchObject({ code: 'RESERVATION_TAKEN' });
        for (const r of rejected) expect(r.reason).toBeInstanceOf(DomainError);
        expect(await s.t.app.get(DataSource).getRepository(ReservationEntity).countBy({ wishId })).toBe(1);
        // Several callers read the wish as free and raced to the counter UPDATE: the database decided.
        expect(queue.mock.calls.length - before).toBeGreaterThan(1);
      }
    } finally {
      queue.mockRestore();
    }
  }, 60_000);

  it('two API instances on the same database: calls split across them still give exactly one 201', async () => {
    const second = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env });
    quietTitles(second);
    try {
      const { token, code } = await ownerWithNews(s.t);
      for (let round = 0; round < 3; round++) {
        const wishId = await createWish(s.t, token, code, { title: `두 서버 ${round}` });
        const answers = await Promise.all(
          Array.from({ length: CALLERS }, (_, i) =>
            (i % 2 ? second : s.t).app.inject({
              method: 'POST',
              url: `/api/wish/reserve/${wishId}`,
              payload: reserveBody({ eventCode: code, reservedName: `친구${i}` }),
            }),
          ),
        );
        const codes = answers.map((a) => a.statusCode);
        expect(codes.filter((c) => c === 201)).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(CALLERS - 1);
        const stored = await s.t.app.get(DataSource).getRepository(ReservationEntity).findBy({ wishId });
        expect(stored.map((r) => r.reservedName)).toEqual([`친구${codes.indexOf(201)}`]);
      }
    } finally {
      await second.close();
    }
  }, 60_000);
});
