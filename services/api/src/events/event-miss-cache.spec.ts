import { LIMITS } from '@babynews/contracts';
import { EventMissCache } from './event-miss-cache';

describe('EventMissCache', () => {
  it('remembers an unknown code for LIMITS.eventMissCacheMs, then forgets it', () => {
    let now = 1_000;
    const misses = new EventMissCache(() => now);
    expect(misses.has('abc')).toBe(false);
    misses.add('abc');
    expect(misses.has('abc')).toBe(true);
    now += LIMITS.eventMissCacheMs - 1;
    expect(misses.has('abc')).toBe(true);
    now += 1;
    expect(misses.has('abc')).toBe(false);
  });

  it('delete forgets at once; other codes are unaffected', () => {
    const misses = new EventMissCache();
    misses.add('a');
    misses.add('b');
    misses.delete('a');
    expect(misses.has('a')).toBe(false);
    expect(misses.has('b')).toBe(true);
  });
});
