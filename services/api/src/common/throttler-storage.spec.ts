import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiterFactory, LimiterShape } from './rate-limiters';
import { SharedAddressWindow, type HitStore } from './shared-address-window';
import { SharedThrottlerStorage } from './throttler-storage';
import { until, yieldTurns } from '@babynews/testing';

/**
 * A factory whose store never answers while `stalled` (a Redis or database that hangs): shows which
 * limits wait for the store and which are decided in the process.
 */
function stallingFactory() {
  const control = { stalled: true, consumed: [] as Array<{ key: string; points: number }> };
  const factory = {
    create(shape: LimiterShape): RateLimiterAbstract {
      const memory = new RateLimiterMemory({ points: shape.points, duration: shape.duration, blockDuration: shape.blockDuration ?? 0 });
      return {
        consume: (key: string, points = 1) => {
          control.consumed.push({ key, points });
          return control.stalled ? new Promise(() => undefined) : memory.consume(key, points);
        },
      } as unknown as RateLimiterAbstract;
    },
    preCount: (limit: number, store: HitStore, windowMs: number) => new SharedAddressWindow(limit, store, windowMs),
  };
  return { factory: factory as unknown as RateLimiterFactory, control };
}

describe('SharedThrottlerStorage (ARCHITECTURE §5 rate limits)', () => {
  it('decides the generic limit without waiting for the store, and refuses past it', async () => {
    const { factory, control } = stallingFactory();
    const storage = new SharedThrottlerStorage(factory, 3);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await storage.increment('route:198.51.100.1', 60_000, 3, 60_000, 'default'));
    expect(answers.map((a) => [a.totalHits, a.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(answers[3]!.timeToBlockExpire).toBeGreaterThan(0);
    // another address is not affected
    expect((await storage.increment('route:198.51.100.2', 60_000, 3, 60_000, 'default')).isBlocked).toBe(false);
    // the hits still reach the store, in the background
    await until(() => control.consumed.some((c) => c.key === 'route:198.51.100.1'));
    expect(control.consumed.filter((c) => c.key === 'route:198.51.100.1').length).toBeGreaterThan(0);
  });

  it('counts any other limit (the strict one) in the store before answering', async () => {
    const { factory, control } = stallingFactory();
    const storage = new SharedThrottlerStorage(factory, 600);
    let answered = false;
    void storage.increment('login:198.51.100.1', 60_000, 30, 60_000, 'default').then(() => (answered = true));
    // The store has the hit and never answers; a few event-loop turns for an answer that would not wait for it.
    await until(() => control.consumed.length > 0);
    await yieldTurns();
    expect(answered).toBe(false);
    control.stalled = false;
    const record = await storage.increment('login:198.51.100.1', 60_000, 30, 60_000, 'default');
    expect(record).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
