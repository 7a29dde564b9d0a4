import { pinHash } from './pin-hash';
import { matchPledgePin, pledgePinHash } from './pledge-pin';

const PEPPER = 'p'.repeat(32);
const OLD = 'o'.repeat(32);

describe('pledge PIN hash (ARCHITECTURE §4.7, §4.22)', () => {
  it('is the keyed `pin1$` form, bound to the pledge: one PIN hashes differently on every pledge and never as a reservation', () => {
    const hash = pledgePinHash(PEPPER, 'AbCdEfGhIjKlMnOpQrStUv', '1234');
    expect(hash).toMatch(/^pin1\$[0-9a-f]{64}$/);
    expect(pledgePinHash(PEPPER, 'abcdefghijklmnopqrstuv', '1234')).not.toBe(hash);
    expect(pledgePinHash(PEPPER, 'AbCdEfGhIjKlMnOpQrStUv', '1235')).not.toBe(hash);
    expect(pledgePinHash(OLD, 'AbCdEfGhIjKlMnOpQrStUv', '1234')).not.toBe(hash);
    expect(pinHash(PEPPER, 12, '1234')).not.toBe(pledgePinHash(PEPPER, '12', '1234'));
  });

  it('matches the right PIN under the current or a previous pepper (its index), nothing else', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(matchPledgePin([PEPPER, OLD], pledgePinHash(PEPPER, id, '1234'), id, '1234')).toBe(0);
    expect(matchPledgePin([PEPPER, OLD], pledgePinHash(OLD, id, '1234'), id, '1234')).toBe(1);
    expect(matchPledgePin([PEPPER, OLD], pledgePinHash(PEPPER, id, '1234'), id, '4321')).toBe(-1);
    expect(matchPledgePin([PEPPER], pledgePinHash(PEPPER, id, '1234'), 'ZZZZ', '1234')).toBe(-1);
    expect(matchPledgePin([PEPPER], '$argon2id$v=19$whatever', id, '1234')).toBe(-1);
  });
});
