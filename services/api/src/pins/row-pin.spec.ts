import { pinHash } from './pin-hash';
import { pledgePinHash } from './pledge-pin';
import { matchRowPin, rowPinHash } from './row-pin';

const PEPPER = 'p'.repeat(32);
const OLD = 'o'.repeat(32);
const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('row PIN hash (ARCHITECTURE §4.7, "Guestbook")', () => {
  it('is the keyed `pin1$` form, bound to the kind and the row: a guestbook entry’s never equals a pledge’s or a reservation’s', () => {
    const hash = rowPinHash(PEPPER, 'guestbook', ID, '1234');
    expect(hash).toMatch(/^pin1\$[0-9a-f]{64}$/);
    expect(rowPinHash(PEPPER, 'pledge', ID, '1234')).not.toBe(hash);
    expect(rowPinHash(PEPPER, 'guestbook', ID.toLowerCase(), '1234')).not.toBe(hash);
    expect(rowPinHash(OLD, 'guestbook', ID, '1234')).not.toBe(hash);
    expect(pinHash(PEPPER, 12, '1234')).not.toBe(rowPinHash(PEPPER, 'guestbook', '12', '1234'));
  });

  it('a pledge’s hash is the row hash of kind `pledge`, as stored before (existing pledges still open)', () => {
    expect(pledgePinHash(PEPPER, ID, '1234')).toBe(rowPinHash(PEPPER, 'pledge', ID, '1234'));
  });

  it('matches the right PIN of the right kind under the current or a previous pepper (its index), nothing else', () => {
    expect(matchRowPin([PEPPER, OLD], rowPinHash(PEPPER, 'guestbook', ID, '1234'), 'guestbook', ID, '1234')).toBe(0);
    expect(matchRowPin([PEPPER, OLD], rowPinHash(OLD, 'guestbook', ID, '1234'), 'guestbook', ID, '1234')).toBe(1);
    expect(matchRowPin([PEPPER], rowPinHash(PEPPER, 'guestbook', ID, '1234'), 'guestbook', ID, '4321')).toBe(-1);
    expect(matchRowPin([PEPPER], rowPinHash(PEPPER, 'guestbook', ID, '1234'), 'pledge', ID, '1234')).toBe(-1);
    expect(matchRowPin([PEPPER], '$argon2id$v=19$whatever', 'guestbook', ID, '1234')).toBe(-1);
  });
});
