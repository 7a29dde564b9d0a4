import { RateLimiterRes } from 'rate-limiter-flexible';

/** Length of one counting window when the store gives none (ms): one minute, as every per-address limit. */
export const ADDRESS_WINDOW_MS = 60_000;

/** Shortest time between two writes of one address's hits to the shared store (ms). */
export const ADDRESS_FLUSH_MS = 10;

/** The shared counter behind `SharedAddressWindow`: rate-limiter-flexible's `consume` (any store). */
export interface HitStore {
  /** Adds `points` hits to `key`; resolves (or rejects with a `RateLimiterRes` past the limit) with the window's total. */
  consume(key: string, points: number): Promise<RateLimiterRes>;
}

/** What one instance knows about one address. */
interface AddressState {
  /** The store's total for the address at the last answer (every instance's hits). */
  shared: number;
  /** When that total's window ends (local clock, ms). */
  expiresAt: number;
  /** Hits counted here and not yet sent. */
  pending: number;
  /** Hits sent and not yet answered. */
  inFlight: number;
  /** When the last write started. */
  lastFlush: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Per-address fixed-window counter shared by every instance through a `HitStore`, decided without
 * waiting for the store.
 *
 * Used by the generic per-address request limit (`common/throttler-storage.ts`; the news read's
 * limit is batched instead, `common/batched-address-limit.ts`). Why not `await limiter.consume()` per request: the
 * news read and the reservation burst are the hot paths (`npm run bench`); a Redis round trip (or,
 * without Redis, a database transaction) per request would cost more than the work itself, and rate-limiter-flexible's `inMemoryBlockOnConsumed` only skips the store once an
 * address is already blocked. So each instance pre-counts locally and answers at once: a hit is
 * allowed while (last known shared total + hits in flight + hits not yet sent) stays within the
 * limit. The hits are sent in the background, coalesced per address (one write in flight, at most
 * one per `ADDRESS_FLUSH_MS` until the address has used half its limit, then without the pause), and
 * every answer brings back the total of all instances. Refused hits are not sent, so a flooding
 * address costs no store writes until its window ends; a busy address far from its limit (the
 * benchmark's) costs at most one write per `ADDRESS_FLUSH_MS` per instance.
 *
 * Cost of the shortcut: an instance learns of the other instances' hits at its own next write, so an
 * address may get a few reads past the limit (about one per other instance for sequential reads) —
 * irrelevant for a generous limit meant to stop scraping, and never fewer than the limit. A failing
 * store keeps this instance counting alone.
 */
export class SharedAddressWindow {
  private readonly states = new Map<string, AddressState>();
  private lastSweep: number;
  private closed = false;

  /**
   * @param limit reads allowed per address and window
   * @param store the shared counter (its own window length should be `windowMs`)
   * @param windowMs window length (ms), used when the store gives none
   * @param now clock (ms since the epoch), replaceable in tests
   * @param flushMs shortest time between two writes of one address
   */
  constructor(
    private readonly limit: number,
    private readonly store: HitStore,
    private readonly windowMs = ADDRESS_WINDOW_MS,
    private readonly now: () => number = Date.now,
    private readonly flushMs = ADDRESS_FLUSH_MS,
  ) {
    this.lastSweep = now();
  }

  /** Counts one request of `address`; false (not counted) when the address is over the limit. */
  hit(address: string): boolean {
    const t = this.now();
    if (t - this.lastSweep >= this.windowMs) this.sweep(t);
    let state = this.states.get(address);
    if (!state) {
      state = { shared: 0, expiresAt: 0, pending: 0, inFlight: 0, lastFlush: -Infinity, timer: undefined };
      this.states.set(address, state);
    }
    if (state.expiresAt <= t) state.shared = 0;
    if (state.shared + state.inFlight + state.pending >= this.limit) return false;
    state.pending += 1;
    this.schedule(address, state, t);
    return true;
  }

  /** Hits of `address` in its current window as known here (every instance's at the last answer, plus this one's since). */
  hits(address: string): number {
    const state = this.states.get(address);
    if (!state) return 0;
    return (state.expiresAt > this.now() ? state.shared : 0) + state.inFlight + state.pending;
  }

  /** Seconds until the window of `address` ends, as known here (the full window when unknown). */
  retryAfterSeconds(address: string): number {
    const state = this.states.get(address);
    const ms = state && state.expiresAt > this.now() ? state.expiresAt - this.now() : this.windowMs;
    return Math.max(1, Math.ceil(ms / 1000));
  }

  /** Resolves once every hit counted so far has been answered by the store (tests, shutdown). */
  async settled(): Promise<void> {
    while (!this.closed && [...this.states.values()].some((s) => s.pending > 0 || s.inFlight > 0)) await new Promise((r) => setTimeout(r, 1));
  }

  /** Cancels the scheduled writes (the application is closing). */
  close(): void {
    this.closed = true;
    for (const state of this.states.values()) clearTimeout(state.timer);
  }

  private schedule(address: string, state: AddressState, t: number): void {
    if (this.closed || state.inFlight > 0 || state.timer) return;
    // Past half the limit, precision matters more than batching: send without the pause.
    const nearLimit = state.shared + state.pending >= this.limit / 2;
    const wait = nearLimit ? 0 : state.lastFlush + this.flushMs - t;
    if (wait <= 0) return this.flush(address, state);
    state.timer = setTimeout(() => {
      state.timer = undefined;
      this.flush(address, state);
    }, wait);
    state.timer.unref();
  }

  private flush(address: string, state: AddressState): void {
    if (state.pending === 0 || this.closed) return;
    const points = state.pending;
    state.pending = 0;
    state.inFlight = points;
    state.lastFlush = this.now();
    this.store.consume(address, points).then(
      (res) => this.answered(address, state, points, res),
      (err: unknown) => this.answered(address, state, points, err instanceof RateLimiterRes ? err : null),
    );
  }

  private answered(address: string, state: AddressState, points: number, res: RateLimiterRes | null): void {
    const t = this.now();
    state.inFlight = 0;
    if (res) {
      state.shared = res.consumedPoints;
      state.expiresAt = t + (res.msBeforeNext >= 0 ? res.msBeforeNext : this.windowMs);
    } else {
      // The store failed (and its insurance too): keep counting here alone.
      if (state.expiresAt <= t) {
        state.shared = 0;
        state.expiresAt = t + this.windowMs;
      }
      state.shared += points;
    }
    if (state.pending > 0) this.schedule(address, state, t);
  }

  /** Forgets the addresses whose window ended and that have nothing to send (bounded memory). */
  private sweep(t: number): void {
    this.lastSweep = t;
    for (const [address, state] of this.states) {
      if (state.expiresAt <= t && state.pending === 0 && state.inFlight === 0 && !state.timer) this.states.delete(address);
    }
  }
}
