import { LIMITS } from '@babynews/contracts';
import { createHmac } from 'node:crypto';
import { Clock } from '../src/common/clock';
import { DEVICE_COOKIE, DeviceCookies } from '../src/auth/device-cookie';
import type { AppConfig } from '../src/config/config.schema';
import { setCookies } from './cookies';
import { testDatabases, useTestApp } from './harness';
import { signUp } from './helpers';
import { apiError } from './reservation-kit';

/**
 * Sign-in lockouts a stranger cannot turn against the member (ARCHITECTURE §5 device cookies, OWASP's
 * "device cookie"): a browser that signed in to an account carries a signed device cookie and counts its
 * failures apart; guesses from anywhere else lock out only the account's unknown devices.
 */
jest.setTimeout(120_000);

const ADMIN = { username: 'device_admin', password: 'admin-password-1' };
const STRANGER_ADDRESSES = ['198.51.100.7', '203.0.113.66'];

describe.each(testDatabases())('device cookies on %s', (db) => {
  const s = useTestApp(db, { TRUST_PROXY: '1', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  let now = Date.now();
  beforeAll(() => jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(now)));
  beforeEach(() => {
    now += 2 * LIMITS.attemptBudgetWindowMs; // every test starts with empty windows and budgets
  });

  let owners = 0;
  /** A sign-in from `address` (X-Forwarded-For through the trusted proxy), with the device cookie `device` when given. */
  const login = (username: string, password: string, address: string, device?: string) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      payload: { username, password },
      headers: { 'x-forwarded-for': address, ...(device ? { cookie: `theme=warm; ${DEVICE_COOKIE}=${encodeURIComponent(device)}` } : {}) },
    });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => setCookies(res.headers)[DEVICE_COOKIE]!.value;
  /** The owner's own address (a new one per test, so address budgets never mix). */
  const home = () => `192.0.2.${++owners}`;

  /** The stranger's `n` wrong passwords, alternating two addresses: the statuses seen, counted. */
  async function strangerGuesses(username: string, n = 50): Promise<Record<number, number>> {
    const seen: Record<number, number> = {};
    for (let i = 0; i < n; i++) {
      const res = await login(username, `guess-${i}`, STRANGER_ADDRESSES[i % 2]!);
      seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
    }
    return seen;
  }

  it('a sign-in sets a long-lived HttpOnly device cookie for the sign-in route only', async () => {
    const { member } = await signUp(s.t);
    const res = await login(member.username, member.password, home());
    expect(res.statusCode).toBe(200);
    const device = setCookies(res.headers)[DEVICE_COOKIE]!;
    expect(device.attributes).toEqual({ 'max-age': String(LIMITS.deviceCookieLifetimeMs / 1000), path: '/api/loginProc', httponly: '', samesite: 'Lax' });
    expect(device.value).toMatch(/^[\w-]+\.[0-9a-f]{32}\.[\w-]{43}$/);
  });

  it("a stranger's 50 wrong passwords from two addresses lock out unknown devices only: the owner's browser still signs in", async () => {
    const { member } = await signUp(s.t);
    const other = await signUp(s.t);
    const address = home();
    const device = deviceOf(await login(member.username, member.password, address));
    const otherDevice = deviceOf(await login(other.member.username, other.member.password, home()));

    expect(await strangerGuesses(member.username)).toEqual({ 401: LIMITS.loginFailuresMax, 429: 50 - LIMITS.loginFailuresMax });

    // without the cookie (a new browser, or the stranger) the account is locked, right password or not
    expect((await login(member.username, member.password, address)).json()).toEqual(apiError('LOGIN_LOCKED'));
    // a forged cookie, or another account's genuine one, counts as unknown
    const [name, nonce] = device.split('.');
    const forged = `${name}.${nonce}.${'A'.repeat(43)}`;
    const renamed = `${Buffer.from(member.username.toLowerCase()).toString('base64url')}.${otherDevice.split('.')[1]}.${otherDevice.split('.')[2]}`;
    for (const cookie of [forged, otherDevice, renamed, 'garbage']) {
      expect((await login(member.username, member.password, address, cookie)).json()).toEqual(apiError('LOGIN_LOCKED'));
    }
    // the owner's own browser: its own bucket, untouched by the stranger
    const ok = await login(member.username, member.password, address, device);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accessToken).toEqual(expect.any(String));
    // and its new cookie (a fresh nonce) keeps working
    const renewed = deviceOf(ok);
    expect(renewed.split('.')[1]).not.toBe(nonce);
    expect((await login(member.username, member.password, address, renewed)).statusCode).toBe(200);
    // the other account was never locked
    expect((await login(other.member.username, other.member.password, home())).statusCode).toBe(200);
  });

  it('the same for the administrator', async () => {
    const address = home();
    const device = deviceOf(await login(ADMIN.username, ADMIN.password, address));
    expect(await strangerGuesses(ADMIN.username)).toEqual({ 401: LIMITS.loginFailuresMax, 429: 50 - LIMITS.loginFailuresMax });
    expect((await login(ADMIN.username, ADMIN.password, address)).json()).toEqual(apiError('LOGIN_LOCKED'));
    expect((await login(ADMIN.username, ADMIN.password, address, device)).statusCode).toBe(200);
  });

  it('a known device with 10 failures is refused and its cookie revoked: it no longer helps, it signs in as an unknown device', async () => {
    const { member } = await signUp(s.t);
    const address = home();
    const device = deviceOf(await login(member.username, member.password, address));
    await strangerGuesses(member.username, 20);

    for (let i = 0; i < LIMITS.loginFailuresMax; i++)
      expect((await login(member.username, 'fat-finger', address, device)).json()).toEqual(apiError('LOGIN_FAILED'));
    // revoked: the cookie now counts as unknown, and the unknown devices are locked by the stranger
    expect((await login(member.username, member.password, address, device)).json()).toEqual(apiError('LOGIN_LOCKED'));

    // the windows pass, the stranger locks the unknown devices again: the revoked cookie is of no help now
    now += LIMITS.attemptWindowMs + 60_000;
    await strangerGuesses(member.username, 20);
    expect((await login(member.username, member.password, address, device)).json()).toEqual(apiError('LOGIN_LOCKED'));
    // once the stranger's window passed, it signs in as an unknown device …
    now += LIMITS.attemptWindowMs + 60_000;
    const ok = await login(member.username, member.password, address, device);
    expect(ok.statusCode).toBe(200);
    // … and the fresh cookie of that sign-in is a known device again
    await strangerGuesses(member.username, 20);
    expect((await login(member.username, member.password, address, deviceOf(ok))).statusCode).toBe(200);
  });

  it("a known device's successful sign-in clears its own failures", async () => {
    const { member } = await signUp(s.t);
    const address = home();
    let device = deviceOf(await login(member.username, member.password, address));
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.loginFailuresMax - 1; i++) expect((await login(member.username, 'wrong', address, device)).statusCode).toBe(401);
      const ok = await login(member.username, member.password, address, device);
      expect(ok.statusCode).toBe(200);
      device = deviceOf(ok);
    }
  });

  it('one browser keeps the device entries of several accounts (a parent who is also the administrator)', async () => {
    const { member } = await signUp(s.t);
    const address = home();
    const first = deviceOf(await login(member.username, member.password, address));
    const both = deviceOf(await login(ADMIN.username, ADMIN.password, address, first));
    expect(both.split('~')).toHaveLength(2);
    await strangerGuesses(member.username, 20);
    await strangerGuesses(ADMIN.username, 20);
    expect((await login(member.username, member.password, address, both)).statusCode).toBe(200);
    expect((await login(ADMIN.username, ADMIN.password, address, both)).statusCode).toBe(200);
  });
});

describe('DeviceCookies', () => {
  const config = (jwtSecret: string) => ({ jwtSecret }) as AppConfig;
  const cookies = new DeviceCookies(config('a'.repeat(40)));

  it('binds an account and a nonce under a key derived from the JWT secret', () => {
    const { value, nonce } = cookies.issue('', 'mom');
    expect(cookies.nonceFor(value, 'mom')).toBe(nonce);
    expect(cookies.nonceFor(value, 'dad')).toBeNull();
    // signed with another secret: not ours
    expect(new DeviceCookies(config('b'.repeat(40))).nonceFor(value, 'mom')).toBeNull();
    // the key is not the JWT secret itself
    const [name, n] = value.split('.');
    const withSecret = createHmac('sha256', 'a'.repeat(40)).update(`d1\nmom\n${n}`).digest('base64url');
    expect(cookies.nonceFor(`${name}.${n}.${withSecret}`, 'mom')).toBeNull();
  });

  it(`keeps the newest ${LIMITS.deviceCookieAccountsMax} accounts, one entry each`, () => {
    let value = '';
    for (let i = 0; i < LIMITS.deviceCookieAccountsMax + 2; i++) value = cookies.issue(value, `user${i}`).value;
    value = cookies.issue(value, 'user6').value;
    const entries = value.split('~');
    expect(entries).toHaveLength(LIMITS.deviceCookieAccountsMax);
    expect(entries.filter((e) => cookies.nonceFor(e, 'user6'))).toHaveLength(1);
    expect(cookies.nonceFor(value, 'user0')).toBeNull();
    expect(cookies.nonceFor(value, 'user2')).not.toBeNull();
  });
});
