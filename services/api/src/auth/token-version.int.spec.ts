import { DataSource } from 'typeorm';
import { Member } from '../members/member.entity';
import { adminUsernameTakenMessage } from '../members/admin-seeder.service';
import { startApp, testDatabases, useTestApp } from '../../test/harness';
import { bearer, signUp } from '../../test/helpers';

/**
 * Tokens die with a role or password change (ARCHITECTURE §5): every token carries the member's
 * `token_version` (and role); the guards compare both with the database on each call. And the
 * administrator bootstrap never promotes an existing member (it refuses to start instead).
 */
jest.setTimeout(120_000);

const ADMIN = { username: 'boot_admin', password: 'admin-password-1' };

describe.each(testDatabases())('token versions and the administrator bootstrap on %s', (db) => {
  const s = useTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const get = (url: string, token: string) => s.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const login = (username: string, password: string) => s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: { username, password } });
  const repo = () => s.t.app.get(DataSource).getRepository(Member);
  const MEMBER_ROUTE = '/api/member/getMyPageData';
  const ADMIN_ROUTE = '/api/admin/fetchMemberList/0/15';

  it('a token issued before a role change is refused; a fresh one carries the new role', async () => {
    const { token, member } = await signUp(s.t);
    expect((await get(MEMBER_ROUTE, token)).statusCode).toBe(200);
    expect((await get(ADMIN_ROUTE, token)).statusCode).toBe(403);

    await repo().update({ username: member.username }, { role: 'ROLE_ADMIN' });
    for (const url of [MEMBER_ROUTE, ADMIN_ROUTE]) {
      const stale = await get(url, token);
      expect([url, stale.statusCode, stale.json().code]).toEqual([url, 401, 'UNAUTHENTICATED']);
    }
    const fresh = (await login(member.username, member.password)).json().accessToken as string;
    expect((await get(ADMIN_ROUTE, fresh)).statusCode).toBe(200);

    // Demoted again: the administrator's token dies at once.
    await repo().update({ username: member.username }, { role: 'ROLE_USER' });
    expect((await get(ADMIN_ROUTE, fresh)).statusCode).toBe(401);
  });

  it('a raised token_version ends every earlier token of that member only', async () => {
    const a = await signUp(s.t);
    const b = await signUp(s.t);
    await repo().increment({ username: a.member.username }, 'tokenVersion', 1);
    expect((await get(MEMBER_ROUTE, a.token)).statusCode).toBe(401);
    expect((await get(MEMBER_ROUTE, b.token)).statusCode).toBe(200);
    const again = (await login(a.member.username, a.member.password)).json().accessToken as string;
    expect((await get(MEMBER_ROUTE, again)).statusCode).toBe(200);
  });

  it('a new ADMIN_PASSWORD at start ends the tokens issued with the old one', async () => {
    const old = (await login(ADMIN.username, ADMIN.password)).json().accessToken as string;
    expect((await get(ADMIN_ROUTE, old)).statusCode).toBe(200);
    await s.restart({ ADMIN_PASSWORD: 'admin-password-2' });
    expect((await get(ADMIN_ROUTE, old)).statusCode).toBe(401);
    expect((await login(ADMIN.username, ADMIN.password)).statusCode).toBe(401);
    const fresh = (await login(ADMIN.username, 'admin-password-2')).json().accessToken as string;
    expect((await get(ADMIN_ROUTE, fresh)).statusCode).toBe(200);
    // The same password again: nothing changes, the token stays good.
    await s.restart({ ADMIN_PASSWORD: 'admin-password-2' });
    expect((await get(ADMIN_ROUTE, fresh)).statusCode).toBe(200);
  });

  it('refuses to start when ADMIN_USERNAME names an existing member who is not an administrator', async () => {
    const { member } = await signUp(s.t, { username: 'taken_name' });
    const connectionsBefore = await s.db.openConnections();
    await expect(startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env, ADMIN_USERNAME: 'taken_name', ADMIN_PASSWORD: 'whatever-pass-1' })).rejects.toThrow(
      adminUsernameTakenMessage('taken_name'),
    );
    // The refused instance closed the pool it had opened (a leaked pool kept the test runner alive).
    expect(await s.db.openConnections()).toBe(connectionsBefore);
    const row = await repo().findOneByOrFail({ username: member.username });
    expect(row.role).toBe('ROLE_USER');
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    expect((await login('taken_name', 'whatever-pass-1')).statusCode).toBe(401);
  });
});
