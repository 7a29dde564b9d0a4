import type { BatchCountStore, CountEntry, CountTotal } from './address-count-stores';

/** Default time between two flushes of the local counts to the shared store (ms). */
export const ADDRESS_SYNC_MS = 1000;

/**
 * Every this many flushes, every address's unsent hits go out; the flushes between send only the
 * addresses that matter for the limit now (see `BatchedAddressLimit`). With the default sync, 10 s.
 */
export const ADDRESS_FULL_FLUSH_EVERY = 10;

/** An address sends at the next flush once it has this share of the limit unsent (1/20). */
const EAGER_SHARE = 20;

/**
 * Addresses one process remembers at most (bounded memory: about 100 bytes each, ~10 MB). Past it the
 * oldest-remembered address is forgotten; its hits already sent stay counted in the store.
 */
export const ADDRESS_TRACK_MAX = 100_000;

/** What one instance knows about one address in its current window. */
interface AddressCount {
  /** The store's total at the last flush (every instance's hits). */
  shared: number;
  /** Hits counted here since the last flush. */
  pending: number;
  /** Hits of the flush in progress. */
  inFlight: number;
  /** When the address's window ends (ms since the epoch). */
  expiresAt: number;
}

/** Options of `BatchedAddressLimit`; every field has a default. */
export interface BatchedAddressLimitOptions {
  /** Window length (ms). Default 60 000. */
  windowMs?: number;
  /** Time between two flushes (ms); 0 = no timer (tests call `flush()`). Default `ADDRESS_SYNC_MS`. */
  syncMs?: number;
  /** Addresses remembered at most. Default `ADDRESS_TRACK_MAX`. */
  maxAddresses?: number;
  /** Clock (ms since the epoch), replaceable in tests. */
  now?: () => number;
}

/**
 * A per-address fixed-window limit decided in memory, shared by every instance through periodic
 * batched flushes (ARCHITECTURE §5 rate limits; the public news read's `NEWS_READ_RATE_LIMIT_PER_MINUTE`).
 *
 * `hit(address)` answers at once from what this process knows: allowed while (the store's total at
 * the last flush + this process's hits since) < limit; a refused hit is not counted. It never touches
 * the store: a new address costs one map entry. Every `syncMs` the unsent hits go to the store in one
 * batch (`BatchCountStore.add`: one Redis EVAL, or one multi-row upsert and one SELECT on the database,
 * per 500 addresses), and the answer brings back each address's total of every instance and its
 * window's end. One batch is in flight at a time. To keep that batch small when thousands of relatives
 * each read a few times (the store's work competes with the reads for the CPU), a flush sends only the
 * addresses that matter now — past half the limit, or with 1/20 of the limit unsent — and every
 * `ADDRESS_FULL_FLUSH_EVERY`th flush sends all of them.
 *
 * An address that passes half its limit here does not wait for the timer: its hit asks for a flush
 * right after the current event-loop turn (one at a time, coalesced), so a flooding client's count
 * is shared at the store's round-trip speed while the thousands of relatives far below the limit
 * still cost no I/O at all.
 *
 * Approximation across instances: an instance learns the others' hits at its next flush. Past half
 * the limit that is one store round trip away, so an address gets about limit + (N−1) × (its reads
 * per instance during one round trip); never more than N × limit per window. On one instance the
 * limit is exact. When the store fails the instance keeps counting alone.
 *
 * Memory: addresses whose window ended are swept at most once per second; past `maxAddresses` the
 * oldest-remembered address is dropped.
 */
export class BatchedAddressLimit {
  private readonly counts = new Map<string, AddressCount>();
  private readonly dirty = new Set<string>();
  private readonly windowMs: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly eager: number;
  private lastSweep: number;
  private ticks = 0;
  private closed = false;
  /** The early flush asked for by an address past half its limit, until it starts. */
  private soon: NodeJS.Immediate | undefined;
  /** An address past half its limit has hits that no flush has taken yet. */
  private hot = false;

  /**
   * @param limit hits allowed per address and window (≥ 1)
   * @param store the shared counter (Redis, else the database)
   */
  constructor(
    private readonly limit: number,
    private readonly store: BatchCountStore,
    options: BatchedAddressLimitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 60_000;
    this.maxAddresses = options.maxAddresses ?? ADDRESS_TRACK_MAX;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
    this.eager = Math.max(1, Math.floor(limit / EAGER_SHARE));
    const syncMs = options.syncMs ?? ADDRESS_SYNC_MS;
    if (syncMs > 0) {
      this.timer = setInterval(() => void this.flush(++this.ticks % ADDRESS_FULL_FLUSH_EVERY === 0), syncMs);
      this.timer.unref();
    }
  }

  /** Counts one request of `address`; false (not counted) when the address has used its limit. No I/O. */
  hit(address: string): boolean {
    const t = this.now();
    let count = this.counts.get(address);
    if (!count) {
      if (this.counts.size >= this.maxAddresses) this.forgetOldest();
      count = { shared: 0, pending: 0, inFlight: 0, expiresAt: t + this.windowMs };
      this.counts.set(address, count);
    } else if (count.expiresAt <= t) {
      // A new window: hits not yet sent belonged to the ended one.
      count.shared = 0;
      count.pending = 0;
      count.expiresAt = t + this.windowMs;
    }
    if (count.shared + count.inFlight + count.pending >= this.limit) return false;
    // Already listed while it has unsent hits: only the first one since a flush touches the set.
    if (count.pending++ === 0) this.dirty.add(address);
    if ((count.shared + count.inFlight + count.pending) * 2 >= this.limit) {
      this.hot = true;
      this.flushSoon();
    }
    return true;
  }

  /** Hits of `address` in its current window as known here. */
  hits(address: string): number {
    const count = this.counts.get(address);
    if (!count || count.expiresAt <= this.now()) return 0;
    return count.shared + count.inFlight + count.pending;
  }

  /** Seconds until the window of `address` ends, as known here (the full window when unknown). */
  retryAfterSeconds(address: string): number {
    const count = this.counts.get(address);
    const t = this.now();
    const ms = count && count.expiresAt > t ? count.expiresAt - t : this.windowMs;
    return Math.max(1, Math.ceil(ms / 1000));
  }

  /** Addresses remembered now (tests: bounded memory). */
  get size(): number {
    return this.counts.size;
  }

  /**
   * Sends the unsent hits in one batch and takes back the totals; resolves when done (waits for a
   * flush already in progress first). Never rejects.
   * @param all every address with unsent hits (default), else only those that matter now (see the class comment)
   */
  async flush(all = true): Promise<void> {
    while (this.flushing) await this.flushing;
    const t = this.now();
    if (t - this.lastSweep >= 1000) this.sweep(t);
    if (this.dirty.size === 0 || this.closed) return;
    this.hot = false;
    const batch: CountEntry[] = [];
    const sent = new Map<string, AddressCount>();
    for (const address of this.dirty) {
      const count = this.counts.get(address);
      if (!count || count.pending === 0) {
        this.dirty.delete(address);
        continue;
      }
      if (!all && count.pending < this.eager && (count.shared + count.pending) * 2 < this.limit) continue;
      this.dirty.delete(address);
      count.inFlight = count.pending;
      count.pending = 0;
      batch.push({ key: address, points: count.inFlight });
      sent.set(address, count);
    }
    if (batch.length === 0) return;
    this.flushing = this.store.add(batch, this.windowMs).then(
      (totals) => this.answered(sent, totals),
      () => this.answered(sent, null),
    );
    await this.flushing;
    this.flushing = undefined;
    if (this.hot) this.flushSoon(); // hot hits that came while this batch was out
  }

  /** Stops the timer; a last flush is not attempted (the application is closing). */
  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    if (this.soon) clearImmediate(this.soon);
  }

  /** Flushes the addresses that matter now right after this event-loop turn; one request at a time. */
  private flushSoon(): void {
    if (this.soon || this.flushing || this.closed) return;
    this.soon = setImmediate(() => {
      this.soon = undefined;
      if (this.hot) void this.flush(false); // else a flush in between took the hot hits already
    });
  }

  private answered(sent: Map<string, AddressCount>, totals: Map<string, CountTotal> | null): void {
    const t = this.now();
    for (const [address, count] of sent) {
      const total = totals?.get(address);
      if (total) {
        count.shared = total.points;
        count.expiresAt = t + total.msLeft;
      } else {
        // The store failed (or lost the row): keep counting here alone.
        count.shared += count.inFlight;
      }
      count.inFlight = 0;
    }
  }

  /** Forgets the addresses whose window ended and that have nothing to send. */
  private sweep(t: number): void {
    this.lastSweep = t;
    for (const [address, count] of this.counts) {
      if (count.expiresAt <= t && count.pending === 0 && count.inFlight === 0) this.counts.delete(address);
    }
  }

  private forgetOldest(): void {
    for (const [address, count] of this.counts) {
      if (count.inFlight > 0) continue;
      this.counts.delete(address);
      this.dirty.delete(address);
      return;
    }
  }
}
