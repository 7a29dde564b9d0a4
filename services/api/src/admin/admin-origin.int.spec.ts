import { createTestDatabase, startApp } from '../../test/harness';

/**
 * The admin remote on its own origin (ARCHITECTURE §1, §5): with only ADMIN_REMOTE_URL set to an
 * absolute URL, the shell's runtime config points there, the Content-Security-Policy names exactly
 * that origin (no wildcard, no scheme source), and CORS answers exactly that origin.
 */
jest.setTimeout(60_000);

describe('admin remote on a second origin', () => {
  it('runtime config, CSP and CORS name exactly the admin origin', async () => {
    const db = await createTestDatabase('sqlite');
    const t = await startApp({ ...db.env, ADMIN_REMOTE_URL: 'http://127.0.0.1:4999/remotes/admin/mf-manifest.json' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
      expect(res.json().remotes).toMatchObject({ admin: 'http://127.0.0.1:4999/remotes/admin/mf-manifest.json', guest: '/remotes/guest/mf-manifest.json' });
      const directives = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      for (const name of ['script-src', 'style-src', 'connect-src']) {
        expect([name, directives[name].filter((v: string) => v.includes('127.0.0.1'))]).toEqual([name, ['http://127.0.0.1:4999']]);
        expect([name, directives[name].some((v: string) => v === '*' || v === 'http:' || v === 'https:' || v.includes('*'))]).toEqual([name, false]);
      }
      const preflight = (origin: string) =>
        t.app.inject({ method: 'OPTIONS', url: '/api/admin/fetchMemberList/0/15', headers: { origin, 'access-control-request-method': 'GET' } });
      expect((await preflight('http://127.0.0.1:4999')).headers['access-control-allow-origin']).toBe('http://127.0.0.1:4999');
      for (const other of ['http://127.0.0.1:5000', 'http://localhost:4999', 'https://127.0.0.1:4999', 'null']) {
        expect([other, (await preflight(other)).headers['access-control-allow-origin']]).toEqual([other, undefined]);
      }
    } finally {
      await t.close();
      await db.drop();
    }
  });
});
