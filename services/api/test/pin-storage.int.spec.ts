import { createHmac } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PasswordService } from '../src/auth/password.service';
import { quietTitles } from '../src/wishes/testing/wish-fixtures';
import { startApp, testDatabases, useTestApp } from './harness';
import { apiError, pageWithWishes, reservationCalls } from './reservation-kit';

const PEPPER = 'test-pepper-0123456789-abcdefghijklmnop-ZYXWV';
const NEW_PEPPER = 'rotated-pepper-9876543210-qrstuvwxyz-ABCDEFG';
const hmac = (pepper: string, wishId: number, pin: string) => `pin1$${createHmac('sha256', pepper).update(`${wishId}:${pin}`).digest('hex')}`;

/** Reservation PINs as keyed hashes (ARCHITECTURE §4.7): legacy argon2 hashes migrate, peppers rotate, the pepper never leaks. */
describe.each(testDatabases())('PIN storage on %s', (db) => {
  const s = useTestApp(db, { PIN_PEPPER: PEPPER });
  beforeAll(() => quietTitles(s.t));
  const api = reservationCalls(s);
  const storedHash = async (wishId: number): Promise<string> =>
    (await s.t.app.get(DataSource).query('SELECT password_hash FROM `reservation` WHERE wish_id = ?', [wishId]))[0].password_hash;
  const setHash = (wishId: number, hash: string) =>
    s.t.app.get(DataSource).query('UPDATE `reservation` SET password_hash = ? WHERE wish_id = ?', [hash, wishId]);

  it('a new PIN is stored as HMAC-SHA-256(PIN_PEPPER, wishId:PIN)', async () => {
    const { code, wishIds } = await pageWithWishes(s, 2);
    for (const id of wishIds) await api.reserve(id, code, { reservedPassword: '2580' });
    expect(await storedHash(wishIds[0])).toBe(hmac(PEPPER, wishIds[0], '2580'));
    // The same PIN on another wish hashes differently.
    expect(await storedHash(wishIds[1])).toBe(hmac(PEPPER, wishIds[1], '2580'));
    expect(await storedHash(wishIds[1])).not.toBe(await storedHash(wishIds[0]));
  });

  it('an old argon2 PIN hash verifies once and is rewritten as the keyed hash; a wrong PIN leaves it alone', async () => {
    const { code, wishIds } = await pageWithWishes(s, 1);
    const [wish] = wishIds;
    await api.reserve(wish, code);
    const legacy = await s.t.app.get(PasswordService).hash('4321');
    await setHash(wish, legacy);
    expect((await api.view(wish, code, '1111')).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
    expect(await storedHash(wish)).toBe(legacy);
    expect((await api.view(wish, code, '4321')).statusCode).toBe(200);
    expect(await storedHash(wish)).toBe(hmac(PEPPER, wish, '4321'));
    expect((await api.view(wish, code, '4321')).statusCode).toBe(200);
  });

  it('rotation: with PIN_PEPPER_PREVIOUS the old pepper still verifies and the hash is re-keyed; without it old PINs fail', async () => {
    const { code, wishIds } = await pageWithWishes(s, 2);
    for (const id of wishIds) await api.reserve(id, code, { reservedPassword: '7777' });
    await s.restart({ PIN_PEPPER: NEW_PEPPER, PIN_PEPPER_PREVIOUS: PEPPER });
    quietTitles(s.t);
    expect((await api.view(wishIds[0], code, '7777')).statusCode).toBe(200);
    expect(await storedHash(wishIds[0])).toBe(hmac(NEW_PEPPER, wishIds[0], '7777'));
    await s.restart({ PIN_PEPPER: NEW_PEPPER });
    quietTitles(s.t);
    expect((await api.view(wishIds[0], code, '7777')).statusCode).toBe(200);
    expect((await api.view(wishIds[1], code, '7777')).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
    await s.restart();
  });

  it('the pepper never appears in logs or responses', async () => {
    const logs: string[] = [];
    const app = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env, PIN_PEPPER: PEPPER, LOG_LEVEL: 'trace' }, logs);
    quietTitles(app);
    try {
      const { code, token, wishIds } = await pageWithWishes({ ...s, t: app } as typeof s, 1);
      const [wish] = wishIds;
      const inject = (method: 'GET' | 'POST', url: string, payload?: object, auth?: string) =>
        app.app.inject({ method, url, payload, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
      const bodies = [
        await inject('POST', `/api/wish/reserve/${wish}`, {
          eventCode: code,
          reservedName: '이모',
          reservedEmail: 'a@example.com',
          reservedPassword: '1234',
          privacyConsent: true,
        }),
        await inject('POST', `/api/event/fetchWishReservedData/${wish}`, { eventCode: code, password: '1234' }),
        await inject('POST', `/api/event/fetchWishReservedData/${wish}`, { eventCode: code, password: '0000' }),
        await inject('GET', `/api/event/fetchWishReserverName/${wish}?eventCode=${code}`),
        await inject('GET', `/api/wish/reservation/${wish}`, undefined, token),
        await inject('GET', `/api/event/fetchInfoByCode/${code}`, undefined, token),
        await inject('POST', `/api/wish/unreserve/${wish}`, { eventCode: code, password: '1234' }),
        await inject('GET', '/api/health/ready'),
      ].map((r) => r.body);
      expect(logs.length).toBeGreaterThan(5);
      const everything = [...logs, ...bodies].join('\n');
      expect(everything).toContain(code);
      expect(everything).not.toContain(PEPPER);
      expect(everything).not.toContain(PEPPER.slice(0, 16));
    } finally {
      await app.close();
    }
  });

  it('without PIN_PEPPER a pepper is generated once into DATA_DIR/pin-pepper (0600) and used', async () => {
    const logs: string[] = [];
    const app = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env }, logs);
    quietTitles(app);
    try {
      const file = join(s.db.env.DATA_DIR, 'pin-pepper');
      const pepper = readFileSync(file, 'utf8').trim();
      expect(Buffer.byteLength(pepper)).toBeGreaterThanOrEqual(32);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(app.config.pinPepper.current).toBe(pepper);
      const { code, wishIds } = await pageWithWishes({ ...s, t: app } as typeof s, 1);
      await app.app.inject({
        method: 'POST',
        url: `/api/wish/reserve/${wishIds[0]}`,
        payload: { eventCode: code, reservedName: '이모', reservedEmail: 'a@example.com', reservedPassword: '1357', privacyConsent: true },
      });
      expect(await storedHash(wishIds[0])).toBe(hmac(pepper, wishIds[0], '1357'));
    } finally {
      await app.close();
    }
  });
});
