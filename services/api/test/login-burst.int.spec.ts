import { LIMITS } from '@babynews/contracts';
import { Clock } from '../src/common/clock';
import { testDatabases, useTestApp } from './harness';
import { signUp } from './helpers';
import { apiError } from './reservation-kit';

/** Login lockout of ARCHITECTURE §5: the failure is recorded before the password is verified. */
describe.each(testDatabases())('login lockout on %s', (db) => {
  const s = useTestApp(db);
  let now = Date.now();
  beforeAll(() => jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(now)));
  let ip = 0;
  const login = (username: string, password: string) =>
    s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: { username, password }, remoteAddress: `198.51.100.${(ip++ % 200) + 1}` });

  it(`30 parallel wrong logins for one account: at most ${LIMITS.loginFailuresMax} verified (401), the rest 429 LOGIN_LOCKED; never more than ${LIMITS.loginFailuresMax} in total`, async () => {
    now = Date.now();
    const { member } = await signUp(s.t);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(member.username, `wrong-password-${i}`)));
    const codes = answers.map((a) => a.json().code);
    const verified = codes.filter((c) => c === 'LOGIN_FAILED').length;
    expect(verified).toBeLessThanOrEqual(LIMITS.loginFailuresMax);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(30 - verified);
    // Further wrong logins get at most the rest of the allowance, then the lock.
    let more = 0;
    for (;;) {
      const res = await login(member.username, 'still-wrong');
      if (res.statusCode === 429) {
        expect(res.json()).toEqual(apiError('LOGIN_LOCKED'));
        break;
      }
      expect(res.json()).toEqual(apiError('LOGIN_FAILED'));
      more++;
    }
    expect(verified + more).toBe(LIMITS.loginFailuresMax);
    // The right password is refused while locked; after the window it works.
    expect((await login(member.username, member.password)).json()).toEqual(apiError('LOGIN_LOCKED'));
    now += LIMITS.attemptWindowMs + 60_000;
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('a correct login clears the failures', async () => {
    now = Date.now();
    const { member } = await signUp(s.t);
    for (let i = 0; i < LIMITS.loginFailuresMax - 1; i++) expect((await login(member.username, 'wrong-password')).statusCode).toBe(401);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginFailuresMax - 1; i++) expect((await login(member.username, 'wrong-password')).statusCode).toBe(401);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });
});
