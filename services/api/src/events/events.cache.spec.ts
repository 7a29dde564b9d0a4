import { CachedEvent, EventsCache } from './events.cache';
import { newShareCode } from './events.service';

const entry = (title: string): CachedEvent => ({
  json: JSON.stringify({ title }),
  info: { code: 'c', title, description: '', displayName: 'd', username: 'u', wishList: [], quizList: [] },
  ownerId: 1,
  address: { postCode: '', address: '', detailAddress: '' },
});

describe('EventsCache', () => {
  it('loads once, then answers from memory until invalidated', async () => {
    const cache = new EventsCache();
    const load = jest.fn(async () => entry('a'));
    expect((await cache.get('c', load))?.info.title).toBe('a');
    expect((cache.get('c', load) as CachedEvent).info.title).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate('c');
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent readers and does not cache misses', async () => {
    const cache = new EventsCache();
    const load = jest.fn(async () => null);
    await Promise.all([cache.get('x', load), cache.get('x', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not store a load that an invalidation overtook', async () => {
    const cache = new EventsCache();
    let release!: (e: CachedEvent) => void;
    const slow = cache.get('c', () => new Promise<CachedEvent>((r) => (release = r)));
    cache.invalidate('c');
    release(entry('stale'));
    await slow;
    const fresh = await cache.get('c', async () => entry('fresh'));
    expect(fresh?.info.title).toBe('fresh');
  });
});

describe('newShareCode', () => {
  it('is 16 URL-safe lower-case characters and random', () => {
    const codes = new Set(Array.from({ length: 200 }, newShareCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{16}$/);
  });
});

describe('EventsCache size', () => {
  it('keeps at most eventCacheSize entries and caches nothing with 0', async () => {
    const small = new EventsCache({ eventCacheSize: 1 } as never);
    const load = jest.fn(async () => entry('a'));
    await small.get('a', load);
    await small.get('b', load);
    expect(small.peek('a')).toBeUndefined();
    expect(small.peek('b')).toBeDefined();
    const off = new EventsCache({ eventCacheSize: 0 } as never);
    await off.get('a', load);
    expect(off.peek('a')).toBeUndefined();
  });

  it('reloads an entry once its time to live has passed (bounds staleness across API instances)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T00:00:00Z') });
    try {
      const cache = new EventsCache({ eventCacheSize: 10, eventCacheTtlMs: 5000 } as never);
      const load = jest.fn(async () => entry('a'));
      await cache.get('c', load);
      jest.advanceTimersByTime(4999);
      expect(cache.peek('c')?.info.title).toBe('a');
      expect(load).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(2);
      expect(cache.peek('c')).toBeUndefined();
      await cache.get('c', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
