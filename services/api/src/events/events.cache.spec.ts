import { Logger } from '@nestjs/common';
import type { NewsInfo } from '@babynews/contracts';
import { EventsCache, publicBody, type CachedEvent } from './events.cache';
import { newShareCode } from './events.service';
import { EventChanged } from './event-changed.service';

const entry = (title: string): CachedEvent => {
  const info: NewsInfo = {
    code: 'c',
    title,
    description: '',
    displayName: 'd',
    username: 'u',
    wishList: [],
    quizList: [],
    dueDate: null,
    surpriseMode: false,
    revealAt: null,
    hideCountdown: false,
    coverImage: null,
    birth: null,
  };
  return { ...publicBody(info), info, ownerId: 1, coparentId: null, address: { postCode: '', address: '', detailAddress: '' } };
};

describe('EventsCache', () => {
  it('loads once, then answers from memory until EventChanged publishes the code', async () => {
    const eventChanged = new EventChanged();
    const cache = new EventsCache(eventChanged);
    const load = jest.fn(async () => entry('a'));
    expect((await cache.get('c', load))?.info.title).toBe('a');
    expect((cache.get('c', load) as CachedEvent).info.title).toBe('a');
    eventChanged.publish('other');
    expect(cache.peek('c')?.info.title).toBe('a'); // another page's change keeps this one
    expect(load).toHaveBeenCalledTimes(1);
    eventChanged.publish('c');
    expect(cache.peek('c')).toBeUndefined();
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent readers and does not cache misses', async () => {
    const cache = new EventsCache(new EventChanged());
    const load = jest.fn(async () => null);
    await Promise.all([cache.get('x', load), cache.get('x', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not store a load that a EventChanged event overtook', async () => {
    const eventChanged = new EventChanged();
    const cache = new EventsCache(eventChanged);
    let release!: (e: CachedEvent) => void;
    const slow = cache.get('c', () => new Promise<CachedEvent>((r) => (release = r)));
    eventChanged.publish('c');
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
    const small = new EventsCache(new EventChanged(), { eventCacheSize: 1 } as never);
    const load = jest.fn(async () => entry('a'));
    await small.get('a', load);
    await small.get('b', load);
    expect(small.peek('a')).toBeUndefined();
    expect(small.peek('b')).toBeDefined();
    const off = new EventsCache(new EventChanged(), { eventCacheSize: 0 } as never);
    await off.get('a', load);
    expect(off.peek('a')).toBeUndefined();
  });

  it('reloads an entry once its time to live has passed (bounds staleness across API instances)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T00:00:00Z') });
    try {
      const cache = new EventsCache(new EventChanged(), { eventCacheSize: 10, eventCacheTtlMs: 5000 } as never);
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

describe('EventChanged', () => {
  it('runs every listener synchronously, survives a failing one, and unsubscribes', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const eventChanged = new EventChanged();
    const seen: string[] = [];
    eventChanged.subscribe(() => {
      throw new Error('listener broke');
    });
    const unsubscribe = eventChanged.subscribe((code) => seen.push(code));
    eventChanged.publish('a');
    expect(seen).toEqual(['a']); // already delivered when publish returned, despite the failing listener
    unsubscribe();
    eventChanged.publish('b');
    expect(seen).toEqual(['a']);
    expect(logged).toHaveBeenCalledTimes(2); // the failing listener, once per publish
    logged.mockRestore();
  });
});
