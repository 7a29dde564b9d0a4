import { MSG } from '@babynews/contracts';
import { createTestDatabase, startApp } from './harness';
import { ownerWithNews } from './helpers';

describe('in-memory rate limits (@nestjs/throttler)', () => {
  it('limits sign-in routes per IP with SIGN_IN_RATE_LIMIT_PER_MINUTE and other routes with RATE_LIMIT_PER_MINUTE', async () => {
    const db = await createTestDatabase('sqlite');
    const t = await startApp({ ...db.env, SIGN_IN_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const login = () => t.app.inject({ method: 'POST', url: '/api/loginProc', payload: { username: 'nobody', password: 'x' } });
      for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(401);
      const limited = await login();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.common.tooMany, error: 'Too Many Requests' });

      // The e-mail, nickname and username checks share the strict limit (they reveal registered accounts).
      const check = () => t.app.inject({ method: 'POST', url: '/api/register/emailCheck', payload: { email: 'a@b.co' } });
      for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(200);
      expect((await check()).json().code).toBe('RATE_LIMITED');
      const nameCheck = () => t.app.inject({ method: 'POST', url: '/api/register/displayNameCheck', payload: { displayName: '엄마' } });
      for (let i = 0; i < 3; i++) expect((await nameCheck()).statusCode).toBe(200);
      expect((await nameCheck()).json().code).toBe('RATE_LIMITED');

      // Reserve has only the generic limit: relatives behind one address reserve many gifts (ARCHITECTURE §5).
      const reserve = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/wish/reserve/987654',
          payload: { eventCode: 'nocode', reservedName: '이모', reservedEmail: 'a@b.co', reservedPassword: '1234', privacyConsent: true },
        });
      for (let i = 0; i < 5; i++) expect((await reserve()).statusCode).toBe(404);
      expect((await reserve()).json().code).toBe('RATE_LIMITED');

      // Health probes and the public news read skip the generic limit (the read has its own, below).
      for (let i = 0; i < 8; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      for (let i = 0; i < 8; i++) expect((await t.app.inject({ method: 'GET', url: '/api/event/fetchInfoByCode/unknowncode' })).statusCode).toBe(404);
    } finally {
      await t.close();
      await db.drop();
    }
  });

  it('gives the public news read its own generous per-address limit (NEWS_READ_RATE_LIMIT_PER_MINUTE), counted on both read paths', async () => {
    const db = await createTestDatabase('sqlite');
    const t = await startApp({ ...db.env, NEWS_READ_RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const { code, token } = await ownerWithNews(t);
      const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}`, remoteAddress, headers });
      // Anonymous reads (fast path), a signed-in read and an unknown code (both through the controller) all count.
      for (let i = 0; i < 2; i++) expect((await read('203.0.113.7')).statusCode).toBe(200);
      expect((await read('203.0.113.7', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/event/fetchInfoByCode/unknowncode', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
      const limited = await read('203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.common.tooMany, error: 'Too Many Requests' });
      expect(limited.headers['retry-after']).toBe('60');
      // Another address (another relative) is not affected; other routes are not counted.
      expect((await read('203.0.113.8')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await db.drop();
    }
  });
  it('counts an IPv6 client as its /64 in the per-address limits: the strict limit and the news read (the failure budgets take the same key, @ClientAddress)', async () => {
    const db = await createTestDatabase('sqlite');
    const t = await startApp({ ...db.env, SIGN_IN_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '1000', NEWS_READ_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { code } = await ownerWithNews(t);
      const check = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/register/emailCheck', payload: { email: 'a@b.co' }, remoteAddress });
      // Three addresses of one /64 (one phone picking a new address each time) share the strict limit…
      for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe']) {
        expect((await check(address)).statusCode).toBe(200);
      }
      expect((await check('2001:db8:1:2:9:9:9:9')).json().code).toBe('RATE_LIMITED');
      // …while the next /64 (another household) and an IPv4 client are not affected.
      expect((await check('2001:db8:1:3::1')).statusCode).toBe(200);
      expect((await check('203.0.113.7')).statusCode).toBe(200);

      const read = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}`, remoteAddress });
      expect((await read('2001:db8:5:6::1')).statusCode).toBe(200);
      expect((await read('2001:db8:5:6::2')).statusCode).toBe(200);
      expect((await read('2001:db8:5:6::3')).statusCode).toBe(429);
      expect((await read('2001:db8:5:7::1')).statusCode).toBe(200);
    } finally {
      await t.close();
      await db.drop();
    }
  });
});
