import { LIMITS } from '@babynews/contracts';
import { Clock } from '../common/clock';
import { testDatabases, useTestApp, type TestApp } from '../../test/harness';
import { signUp } from '../../test/helpers';
import { apiError, pageWithWishes, reservationCalls } from '../../test/reservation-kit';
import { quietTitles } from '../wishes/testing/wish-fixtures';

const MINUTE = 60_000;

/** PIN lockouts of ARCHITECTURE §4.7/§5 with a fake clock (the injected `Clock`), counted in the database. */
describe.each(testDatabases())('reservation PIN lockouts on %s', (db) => {
  const s = useTestApp(db);
  const api = reservationCalls(s);
  let now = Date.now();
  const useFakeClock = (t: TestApp) => jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  beforeAll(() => {
    quietTitles(s.t);
    useFakeClock(s.t);
  });
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  it('5 wrong PINs → 429 RESERVATION_LOCKED on every PIN call, even the right PIN, for 15 minutes; survives a restart', async () => {
    now = Date.now();
    const ip = freshIp();
    const { code, token, wishIds } = await pageWithWishes(s, 2);
    const [wish, other] = wishIds;
    for (const id of wishIds) expect((await api.reserve(id, code)).statusCode).toBe(201);

    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 ? api.unreserve(wish, code, '0000', ip) : api.view(wish, code, '0000', ip));
      expect(res.json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
      now += MINUTE;
    }
    const fifthFailure = now - MINUTE;
    expect((await api.view(wish, code, '1234', ip)).json()).toEqual(apiError('RESERVATION_LOCKED'));
    expect((await api.unreserve(wish, code, '1234', freshIp())).json()).toEqual(apiError('RESERVATION_LOCKED'));
    expect((await api.status(wish, code, '1234', 'SHIPPING', freshIp())).json()).toEqual(apiError('RESERVATION_LOCKED'));
    expect((await api.view(other, code, '1234', ip)).statusCode).toBe(200);
    expect((await api.ownerView(wish, token)).json().pinLock).toEqual({
      locked: true,
      lockedUntilUnlocked: false,
      lockedUntil: new Date(fifthFailure + LIMITS.reservationLockMs).toISOString(),
      failedAttempts24h: 5,
    });

    await s.restart();
    quietTitles(s.t);
    useFakeClock(s.t);
    now = fifthFailure + LIMITS.reservationLockMs - 1000;
    expect((await api.view(wish, code, '1234', ip)).json()).toEqual(apiError('RESERVATION_LOCKED'));
    now = fifthFailure + LIMITS.reservationLockMs + 1000;
    expect((await api.view(wish, code, '1234', ip)).statusCode).toBe(200);
    // Refused calls while locked were not counted as failures.
    expect((await api.ownerView(wish, token)).json().pinLock).toEqual({ locked: false, lockedUntilUnlocked: false, lockedUntil: null, failedAttempts24h: 5 });
  });

  it('20 wrong PINs in 24 hours → RESERVATION_LOCKED_UNTIL_UNLOCKED until the owner unlocks; unlock is owner-only', async () => {
    now = Date.now();
    const { code, token, wishIds } = await pageWithWishes(s, 1);
    const [wish] = wishIds;
    await api.reserve(wish, code);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++)
        expect((await api.view(wish, code, String(5000 + round * 5 + i), freshIp())).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
      if (round < 3) expect((await api.view(wish, code, '1234', freshIp())).json()).toEqual(apiError('RESERVATION_LOCKED'));
      now += LIMITS.reservationLockMs + MINUTE;
    }
    now += 2 * 24 * 60 * MINUTE; // days later: still locked
    expect((await api.view(wish, code, '1234', freshIp())).json()).toEqual(apiError('RESERVATION_LOCKED_UNTIL_UNLOCKED'));
    expect((await api.unreserve(wish, code, '1234', freshIp())).json()).toEqual(apiError('RESERVATION_LOCKED_UNTIL_UNLOCKED'));
    expect((await api.ownerView(wish, token)).json().pinLock).toMatchObject({ locked: true, lockedUntilUnlocked: true, lockedUntil: null });
    expect((await api.get(`/api/event/fetchInfoByCode/${code}`, token)).json().wishList[0].pinLocked).toBe(true);

    expect((await api.unlock(wish)).json()).toEqual(apiError('UNAUTHENTICATED'));
    const stranger = await signUp(s.t);
    expect((await api.unlock(wish, stranger.token)).json()).toEqual(apiError('NOT_OWNER'));
    expect((await api.view(wish, code, '1234', freshIp())).json()).toEqual(apiError('RESERVATION_LOCKED_UNTIL_UNLOCKED'));

    expect((await api.unlock(wish, token)).json()).toEqual({ wishId: wish, unlocked: true });
    expect((await api.ownerView(wish, token)).json().pinLock).toEqual({ locked: false, lockedUntilUnlocked: false, lockedUntil: null, failedAttempts24h: 0 });
    expect((await api.get(`/api/event/fetchInfoByCode/${code}`, token)).json().wishList[0].pinLocked).toBe(false);
    expect((await api.view(wish, code, '1234', freshIp())).statusCode).toBe(200);
  });

  it('the per-address budget stops guesses spread over many wishes (wrong PINs and failed logins); other addresses and successes are unaffected', async () => {
    now = Date.now();
    const attacker = freshIp();
    const wishCount = Math.ceil(LIMITS.attemptBudgetMax / (LIMITS.reservationFailuresMax - 1)) + 1;
    const { code, wishIds } = await pageWithWishes(s, wishCount);
    for (const id of wishIds) await api.reserve(id, code);
    let failures = 0;
    // One failed login from the same address counts against the same budget.
    expect((await api.post('/api/loginProc', { username: 'nobody_here', password: 'wrong-password' }, undefined, attacker)).json()).toEqual(
      apiError('LOGIN_FAILED'),
    );
    failures++;
    outer: for (const id of wishIds) {
      for (let i = 0; i < LIMITS.reservationFailuresMax - 1; i++) {
        if (failures === LIMITS.attemptBudgetMax) break outer;
        expect((await api.view(id, code, '0000', attacker)).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
        failures++;
      }
    }
    const last = wishIds[wishIds.length - 1];
    expect((await api.view(last, code, '0000', attacker)).json()).toEqual(apiError('ATTEMPT_BUDGET_EXCEEDED'));
    expect((await api.view(last, code, '1234', attacker)).json()).toEqual(apiError('ATTEMPT_BUDGET_EXCEEDED'));
    expect((await api.post('/api/loginProc', { username: 'nobody_here', password: 'x' }, undefined, attacker)).json()).toEqual(
      apiError('ATTEMPT_BUDGET_EXCEEDED'),
    );
    expect((await api.view(last, code, '1234', freshIp())).statusCode).toBe(200);
    now += LIMITS.attemptBudgetWindowMs + MINUTE;
    expect((await api.view(last, code, '1234', attacker)).statusCode).toBe(200);
  });

  it('many relatives behind one address: 40 reserves and 40 right-PIN views in a minute are never throttled', async () => {
    now = Date.now();
    const shared = freshIp();
    const { code, wishIds } = await pageWithWishes(s, 40);
    for (const id of wishIds) expect((await api.reserve(id, code, { reservedPassword: '4321' }, shared)).statusCode).toBe(201);
    for (const id of wishIds) expect((await api.view(id, code, '4321', shared)).statusCode).toBe(200);
  }, 60_000);

  it('a burst of 30 parallel guesses verifies at most 5; refused calls are not counted as failures', async () => {
    now = Date.now();
    const { code, token, wishIds } = await pageWithWishes(s, 1);
    const [wish] = wishIds;
    await api.reserve(wish, code, { reservedPassword: '4321' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => api.view(wish, code, String(1000 + i), freshIp())));
    const codes = answers.map((a) => a.json().code);
    const wrong = codes.filter((c) => c === 'RESERVATION_PIN_WRONG').length;
    expect(wrong).toBeLessThanOrEqual(LIMITS.reservationFailuresMax);
    expect(codes.every((c) => c === 'RESERVATION_PIN_WRONG' || c === 'RESERVATION_LOCKED')).toBe(true);
    expect((await api.ownerView(wish, token)).json().pinLock.failedAttempts24h).toBe(wrong);
  });
});
