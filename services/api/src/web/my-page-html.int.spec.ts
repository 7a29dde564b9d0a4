import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, decodeJwt, forgeJwt, newsBody, signUp } from '../../test/helpers';
import { Member } from '../members/member.entity';
import { setCookies } from '../../test/cookies';
import { cookieValue } from '../auth/cookies';

/**
 * My page rendered on the server by the host's own page (ARCHITECTURE "How a first visit travels"):
 * only for the member whose session cookie (set by the sign-in answer, HttpOnly; ARCHITECTURE §5
 * sessions) holds a current token, escaped, with the very answer of their my page read inline and the
 * session it was drawn for (never the token), never stored by a shared cache; every other request
 * gets the plain shell with nothing of anyone's.
 */
describe.each(testDatabases())('my page first visit HTML on %s', (db) => {
  const ADMIN = { username: 'mypage_admin', password: 'admin-password-1' };
  const s = useTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const page = (cookie?: string) => s.t.app.inject({ method: 'GET', url: '/user/mypage', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const island = (body: string, id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}"[^>]*>([^<]*)</script>`).exec(body);
    return match ? (JSON.parse(match[1]) as unknown) : undefined;
  };
  /** What the server rendered into the shell's `#root` (the browser hydrates it). */
  const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">') + '<div id="root">'.length, body.indexOf('</div><noscript>'));
  const rendered = (body: string) => !body.includes('<div id="root"></div>');

  async function memberWithEvent() {
    const { token, member } = await signUp(s.t, { displayName: `<i>콩</i>${Date.now() % 100000}` });
    const created = await s.t.app.inject({
      method: 'POST',
      url: '/api/event/create',
      headers: bearer(token),
      payload: newsBody({ title: '</h2><script>x()</script>', description: '봄 & 만남' }),
    });
    expect(created.statusCode).toBe(201);
    return { token, member };
  }

  it("renders the member's page — their header, greeting, news, invite QR code — escaped, with their my page read and session inline, privately", async () => {
    const { member } = await memberWithEvent();
    // the session cookie as the sign-in answer sets it (the browser keeps it; no script can read it)
    const signIn = await s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: { username: member.username, password: member.password } });
    const session = setCookies(signIn.headers).token;
    expect(session.attributes).toMatchObject({ path: '/', httponly: '', samesite: 'Lax', 'max-age': '86400' });
    const token = session.value;
    expect(token).toBe(signIn.json().accessToken);
    const res = await page(`theme=warm; token=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers['vary'])).toContain('cookie');
    const painted = rootOf(res.body);
    expect(painted).toContain(`<h1 class="mypage__title">&lt;i&gt;콩&lt;/i&gt;${member.displayName.slice(8)}<!-- -->님, 안녕하세요</h1>`);
    expect(painted).toContain('<h2 class="mynews__title">&lt;/h2&gt;&lt;script&gt;x()&lt;/script&gt;</h2>');
    expect(painted).toContain('<p class="mynews__description">봄 &amp; 만남</p>');
    expect(painted).toContain('shell-header__inner is-signed-in');
    expect(island(res.body, 'bn-session')).toEqual({ username: member.username, role: 'ROLE_USER', displayName: member.displayName });
    expect(res.body).not.toMatch(/<script>x\(\)|<i>콩/);
    const api = await s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(token) });
    expect(island(res.body, 'bn-page-data')).toEqual(api.json());
    expect(res.body).toContain('data-path="/api/member/getMyPageData"');
    const qr = island(res.body, 'bn-invite-qr') as { link: string; dataUrl: string };
    expect(qr.link).toBe(api.json().inviteUrl);
    expect(qr.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(painted).toContain(`<img src="${qr.dataUrl}" alt="초대 링크 QR 코드"`);
    expect(res.body).not.toContain(token);
  });

  it('a member without news sees the create prompt rendered', async () => {
    const { token } = await signUp(s.t);
    const res = await page(`token=${token}`);
    expect(rootOf(res.body)).toMatch(/<a[^>]* href="\/event\/create"[^>]*>[^<]*소식 만들기<\/a>/);
    expect(island(res.body, 'bn-invite-qr')).toBeUndefined();
  });

  it("gives the plain shell, with nothing of anyone's, without a current member token in the cookie", async () => {
    const { token, member } = await memberWithEvent();
    const claims = decodeJwt(token);
    const admin = await s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: ADMIN });
    const cases = {
      none: undefined,
      'bearer header only': undefined,
      garbage: 'token=not-a-jwt',
      'forged signature': `token=${forgeJwt({ alg: 'HS256', typ: 'JWT' }, claims, 'x'.repeat(40))}`,
      'alg none': `token=${forgeJwt({ alg: 'none', typ: 'JWT' }, claims, '')}`,
      administrator: `token=${admin.json().accessToken as string}`,
    };
    for (const [label, cookie] of Object.entries(cases)) {
      const res =
        label === 'bearer header only'
          ? await s.t.app.inject({ method: 'GET', url: '/user/mypage', headers: { accept: 'text/html', ...bearer(token) } })
          : await page(cookie);
      expect({ label, status: res.statusCode }).toEqual({ label, status: 200 });
      expect({ label, rendered: rendered(res.body) }).toEqual({ label, rendered: false });
      expect(res.body).not.toContain('bn-page-data');
      expect(res.body).not.toContain('bn-session');
      expect(res.body).not.toContain(member.displayName.slice(8));
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    // a token that no longer counts (its member's token version was raised) paints nothing either
    await s.t.app.get(DataSource).getRepository(Member).increment({ username: member.username }, 'tokenVersion', 1);
    expect(rendered((await page(`token=${token}`)).body)).toBe(false);
  });

  it('a signed-out token renders nothing, and the sign-out answer deletes the cookie', async () => {
    const { token } = await memberWithEvent();
    expect(rendered((await page(`token=${token}`)).body)).toBe(true);
    const out = await s.t.app.inject({ method: 'POST', url: '/api/member/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(setCookies(out.headers).token).toEqual({ value: '', attributes: expect.objectContaining({ 'max-age': '0', path: '/' }) });
    expect(rendered((await page(`token=${token}`)).body)).toBe(false);
  });
});

describe('cookieValue', () => {
  it('finds a cookie among others, URI-decoded; empty when absent or malformed', () => {
    expect(cookieValue('a=1; token=x%2Ey; b=2', 'token')).toBe('x.y');
    expect(cookieValue('mytoken=1;token=2', 'token')).toBe('2');
    expect(cookieValue('a=1', 'token')).toBe('');
    expect(cookieValue(undefined, 'token')).toBe('');
    expect(cookieValue('token=%E0%A4%A', 'token')).toBe('');
  });
});
