import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { SharedAddressWindow, type HitStore } from '../common/shared-address-window';

describe('SharedAddressWindow (the generic per-address limit, ARCHITECTURE §5)', () => {
  it('allows `limit` hits per address and window, decided without waiting for the store, then refuses until the window ends', async () => {
    let now = 1_000;
    const totals = new Map<string, number>();
    const consume = jest.fn((key: string, points: number) => {
      totals.set(key, (totals.get(key) ?? 0) + points);
      return Promise.resolve(Object.assign(new RateLimiterRes(), { consumedPoints: totals.get(key)!, msBeforeNext: 60_000 }));
    });
    const window = new SharedAddressWindow(3, { consume }, 60_000, () => now, 0);
    expect([1, 2, 3, 4].map(() => window.hit('a'))).toEqual([true, true, true, false]);
    expect(window.hit('b')).toBe(true);
    // The hits were sent in the background, coalesced: one write in flight per address at a time.
    await window.settled();
    expect(consume.mock.calls).toEqual([
      ['a', 1],
      ['b', 1],
      ['a', 2],
    ]);
    now += 59_999;
    expect(window.hit('a')).toBe(false);
    expect(window.retryAfterSeconds('a')).toBe(1);
    now += 1;
    expect(window.hit('a')).toBe(true);
  });

  it('counts the hits of every instance that shares the store', async () => {
    const shared = new RateLimiterMemory({ points: 6, duration: 60 });
    const [a, b] = [new SharedAddressWindow(6, shared, 60_000, Date.now, 0), new SharedAddressWindow(6, shared, 60_000, Date.now, 0)];
    const results: boolean[] = [];
    for (const instance of [a, b, a, b, a, b, a, b, a, b, a, b]) {
      results.push(instance.hit('198.51.100.7'));
      await instance.settled(); // sequential requests: each write is answered before the next request
    }
    // Alone, each instance would allow 6 (12 in all). Together the address gets the limit, plus at most
    // one read per other instance: an instance learns of the other's hits one write later.
    expect(results).toEqual([...Array(7).fill(true), ...Array(5).fill(false)]);
    expect((await shared.get('198.51.100.7'))?.consumedPoints).toBe(7);
  });

  it('sends nothing for refused hits and keeps counting alone when the store fails', async () => {
    const consume = jest.fn<ReturnType<HitStore['consume']>, Parameters<HitStore['consume']>>(() => Promise.reject(new Error('store down')));
    const window = new SharedAddressWindow(2, { consume }, 60_000, Date.now, 0);
    const results: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      results.push(window.hit('a'));
      await window.settled();
    }
    expect(results).toEqual([true, true, false, false, false]);
    expect(consume).toHaveBeenCalledTimes(2);
  });

  it('writes one address at most once per flush interval under a burst', async () => {
    const consume = jest.fn((key: string, points: number) =>
      Promise.resolve(Object.assign(new RateLimiterRes(), { consumedPoints: points, msBeforeNext: 60_000 })),
    );
    const window = new SharedAddressWindow(1_000_000, { consume }, 60_000, Date.now, 50);
    for (let i = 0; i < 1000; i++) window.hit('a');
    await window.settled();
    expect(consume.mock.calls.length).toBeLessThanOrEqual(2);
    expect(consume.mock.calls.reduce((sum, [, points]) => sum + points, 0)).toBe(1000);
    window.close();
  });
});
