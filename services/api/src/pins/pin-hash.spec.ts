import { LIMITS } from '@babynews/contracts';
import { isPinHash, matchPinHash, pinHash } from './pin-hash';
import { shortLockEnd } from './pin-locks.service';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('pinHash / matchPinHash (ARCHITECTURE §4.7)', () => {
  it('is pin1$ + 64 hex, bound to the wish and the pepper', () => {
    const h = pinHash(A, 7, '1234');
    expect(h).toMatch(/^pin1\$[0-9a-f]{64}$/);
    expect(isPinHash(h)).toBe(true);
    expect(pinHash(A, 8, '1234')).not.toBe(h);
    expect(pinHash(B, 7, '1234')).not.toBe(h);
    expect(pinHash(A, 7, '1234')).toBe(h);
  });

  it('tells which pepper matched (current 0, previous 1…), -1 for a wrong PIN, wish or a legacy hash', () => {
    expect(matchPinHash([A, B], pinHash(A, 7, '1234'), 7, '1234')).toBe(0);
    expect(matchPinHash([A, B], pinHash(B, 7, '1234'), 7, '1234')).toBe(1);
    expect(matchPinHash([A, B], pinHash(A, 7, '1234'), 7, '1235')).toBe(-1);
    expect(matchPinHash([A, B], pinHash(A, 7, '1234'), 8, '1234')).toBe(-1);
    expect(matchPinHash([A], '$argon2id$v=19$m=1024,t=1,p=1$abc$def', 7, '1234')).toBe(-1);
  });
});

describe('shortLockEnd', () => {
  const t = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 12, 0) + minutes * 60_000);
  it('locks for LIMITS.reservationLockMs after the 5th failure within the window', () => {
    expect(shortLockEnd([t(0), t(1), t(2), t(3)])).toBeNull();
    expect(shortLockEnd([t(0), t(1), t(2), t(3), t(4)])).toEqual(new Date(t(4).getTime() + LIMITS.reservationLockMs));
    // Five failures spread over more than the window lock nothing.
    expect(shortLockEnd([t(0), t(4), t(8), t(12), t(16)])).toBeNull();
    // The latest qualifying run decides.
    expect(shortLockEnd([t(0), t(1), t(2), t(3), t(4), t(30), t(31), t(32), t(33), t(34)])).toEqual(new Date(t(34).getTime() + LIMITS.reservationLockMs));
  });
});
