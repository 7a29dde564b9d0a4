import { MSG } from '@babynews/contracts';
import { testDatabases, useTestApp } from '../../test/harness';
import { createWish, ownerWithNews, reserveBody } from '../../test/helpers';
import { quietTitles } from '../wishes/testing/wish-fixtures';

describe.each(testDatabases())('reservation password lockout on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));

  const post = (url: string, payload: object) => s.t.app.inject({ method: 'POST', url, payload });
  const view = (wishId: number, password: string) => post(`/api/event/fetchWishReservedData/${wishId}`, { password });
  const unreserve = (wishId: number, password: string) => post(`/api/wish/unreserve/${wishId}`, { password });
  const LOCKED = { statusCode: 429, message: MSG.reserve.locked, error: 'Too Many Requests' };

  it('5 wrong passwords lock both password calls of that wish (even the right one), also after a restart', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const locked = await createWish(s.t, token, code);
    const other = await createWish(s.t, token, code, { title: '다른 선물' });
    for (const id of [locked, other]) expect((await post(`/api/wish/reserve/${id}`, reserveBody())).statusCode).toBe(201);

    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 ? unreserve(locked, '0000') : view(locked, '0000'));
      expect(res.json()).toEqual({ statusCode: 401, message: MSG.reserve.wrongPassword, error: 'Unauthorized' });
    }
    expect((await view(locked, '1234')).json()).toEqual(LOCKED);
    expect((await unreserve(locked, '1234')).json()).toEqual(LOCKED);
    expect((await post(`/api/wish/orderStatus/${locked}`, { password: '1234', orderStatus: 'SHIPPING' })).json()).toEqual(LOCKED);
    // Other wishes are not affected.
    expect((await view(other, '1234')).statusCode).toBe(200);

    await s.restart();
    quietTitles(s.t);
    expect((await view(locked, '1234')).json()).toEqual(LOCKED);
    expect((await unreserve(locked, '1234')).json()).toEqual(LOCKED);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/event/fetchWishReserverName/${locked}` })).statusCode).toBe(200);
  });

  it('four wrong tries, then the right password works and resets the count', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const wishId = await createWish(s.t, token, code);
    await post(`/api/wish/reserve/${wishId}`, reserveBody());
    for (let i = 0; i < 4; i++) expect((await view(wishId, '1111')).statusCode).toBe(401);
    expect((await view(wishId, '1234')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await view(wishId, '1111')).statusCode).toBe(401);
    expect((await view(wishId, '1234')).statusCode).toBe(200);
  });

  it('a burst of parallel guesses cannot exceed five verifications', async () => {
    const { token, code } = await ownerWithNews(s.t);
    const wishId = await createWish(s.t, token, code);
    await post(`/api/wish/reserve/${wishId}`, reserveBody({ reservedPassword: '4321' }));
    const guesses = Array.from({ length: 30 }, (_, i) => String(1000 + i));
    const answers = await Promise.all(guesses.map((password) => view(wishId, password)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    expect((await view(wishId, '4321')).statusCode).toBe(429);
  });
});
