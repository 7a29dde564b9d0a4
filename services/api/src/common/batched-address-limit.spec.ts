import type { BatchCountStore, CountEntry, CountTotal } from './address-count-stores';
import { BatchedAddressLimit } from './batched-address-limit';

/** Waits `n` event-loop turns (the early flush runs on the next one). */
async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** An in-memory shared store that records every batch (one call = one statement or EVAL). */
function memoryStore(windowMs = 60_000, now: () => number = Date.now) {
  const rows = new Map<string, { points: number; expire: number }>();
  const batches: CountEntry[][] = [];
  const store: BatchCountStore & { fail?: boolean } = {
    add(entries: CountEntry[]) {
      batches.push(entries);
      if (store.fail) return Promise.reject(new Error('store down'));
      const totals = new Map<string, CountTotal>();
      const t = now();
      for (const e of entries) {
        const row = rows.get(e.key);
        const live = row && row.expire > t ? row : { points: 0, expire: t + windowMs };
        live.points += e.points;
        rows.set(e.key, live);
        totals.set(e.key, { points: live.points, msLeft: live.expire - t });
      }
      return Promise.resolve(totals);
    },
  };
  return { store, batches, rows };
}

describe('BatchedAddressLimit (the news read limit, ARCHITECTURE §5)', () => {
  it('decides in memory: `limit` hits per address and window, then refusals until the window ends, with no store call per hit', async () => {
    let now = 1_000;
    const { store, batches } = memoryStore(60_000, () => now);
    const limit = new BatchedAddressLimit(3, store, { syncMs: 0, now: () => now });
    expect([1, 2, 3, 4].map(() => limit.hit('a'))).toEqual([true, true, true, false]);
    for (let i = 0; i < 1000; i++) limit.hit(`198.51.100.${i}`);
    expect(batches).toEqual([]);
    expect(limit.retryAfterSeconds('a')).toBe(60);
    // One flush sends every address's hits in one batch; refused hits are not sent.
    await limit.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(1001);
    expect(batches[0][0]).toEqual({ key: 'a', points: 3 });
    await limit.flush();
    expect(batches).toHaveLength(1);
    now += 59_999;
    expect(limit.hit('a')).toBe(false);
    now += 1;
    expect(limit.hit('a')).toBe(true);
  });

  it('shares the count between instances at each flush: at most N × limit, exact once flushed', async () => {
    const { store } = memoryStore();
    const [a, b] = [new BatchedAddressLimit(5, store, { syncMs: 0 }), new BatchedAddressLimit(5, store, { syncMs: 0 })];
    const ip = '203.0.113.9';
    expect([a, a, a, b, b].map((x) => x.hit(ip))).toEqual([true, true, true, true, true]);
    await a.flush();
    await b.flush(); // b learns the total: 5
    expect(b.hit(ip)).toBe(false);
    // a has not flushed since b's hits: one more read gets through (the documented approximation).
    expect(a.hit(ip)).toBe(true);
    await a.flush();
    expect(a.hit(ip)).toBe(false);
    expect(a.hits(ip)).toBe(6);
  });

  it('keeps counting alone when the store fails', async () => {
    const { store } = memoryStore();
    store.fail = true;
    const limit = new BatchedAddressLimit(2, store, { syncMs: 0 });
    expect(limit.hit('a')).toBe(true);
    await limit.flush();
    expect([limit.hit('a'), limit.hit('a')]).toEqual([true, false]);
    await limit.flush();
    expect(limit.hit('a')).toBe(false);
  });

  it('bounds its memory: past maxAddresses the oldest address is forgotten, ended windows are swept', async () => {
    let now = 0;
    const { store } = memoryStore(60_000, () => now);
    const limit = new BatchedAddressLimit(10, store, { syncMs: 0, maxAddresses: 100, now: () => now });
    for (let i = 0; i < 1000; i++) limit.hit(`a${i}`);
    expect(limit.size).toBe(100);
    await limit.flush();
    now += 60_001;
    await limit.flush();
    expect(limit.size).toBe(0);
  });
});

describe('BatchedAddressLimit partial flushes', () => {
  it('sends between full flushes only the addresses near the limit or with 1/20 of it unsent', async () => {
    const { store, batches } = memoryStore();
    const limit = new BatchedAddressLimit(100, store, { syncMs: 0 });
    limit.hit('quiet'); // 1 unsent of 100: waits for the full flush
    for (let i = 0; i < 5; i++) limit.hit('busy'); // 5 = 1/20 of the limit
    await limit.flush(false);
    expect(batches).toEqual([[{ key: 'busy', points: 5 }]]);
    for (let i = 0; i < 50; i++) limit.hit('near');
    await limit.flush();
    expect(batches[1]).toEqual([
      { key: 'quiet', points: 1 },
      { key: 'near', points: 50 },
    ]);
    limit.hit('near'); // past half the limit: every flush
    await limit.flush(false);
    expect(batches[2]).toEqual([{ key: 'near', points: 1 }]);
  });
  it('shares an address past half its limit right after the event-loop turn, while addresses far below it wait for the timer', async () => {
    const { store, batches } = memoryStore();
    const [a, b] = [new BatchedAddressLimit(100, store, { syncMs: 0 }), new BatchedAddressLimit(100, store, { syncMs: 0 })];
    for (let i = 0; i < 100; i++) a.hit(`198.51.100.${i}`); // relatives reading once each
    await turns(2);
    expect(batches).toEqual([]);
    // A flooding client: its 50th read here asks for a flush, which carries only the hot address.
    for (let i = 0; i < 49; i++) expect(a.hit('203.0.113.66')).toBe(true);
    await turns(2);
    expect(batches).toEqual([]);
    expect(a.hit('203.0.113.66')).toBe(true);
    await turns(2); // the early flush starts, then its answer arrives
    expect(batches).toEqual([[{ key: '203.0.113.66', points: 50 }]]);
    // The other instance learns the shared count at its own first hot flush and stops at the limit.
    for (let i = 0; i < 50; i++) expect(b.hit('203.0.113.66')).toBe(true);
    await turns(2);
    expect(b.hit('203.0.113.66')).toBe(false);
    expect(b.hits('203.0.113.66')).toBe(100);
    a.close();
    b.close();
  });
});
