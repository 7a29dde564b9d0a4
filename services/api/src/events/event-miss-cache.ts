import { LIMITS } from '@babynews/contracts';

/** Most unknown codes remembered at once; the oldest is forgotten first. */
const MAX_MISSES = 10_000;

/**
 * Unknown news codes remembered for LIMITS.eventMissCacheMs (ARCHITECTURE §5 "cheaper abuse paths"): a
 * client probing random codes costs one database read per code per few seconds, not one per request.
 * Per process; a page created with a remembered code becomes visible when the entry expires (codes
 * are random, so in practice never).
 */
export class EventMissCache {
  private readonly misses = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** True while `code` is remembered as unknown. */
  has(code: string): boolean {
    const until = this.misses.get(code);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.misses.delete(code);
    return false;
  }

  /** Remembers `code` as unknown for LIMITS.eventMissCacheMs. */
  add(code: string): void {
    if (this.misses.size >= MAX_MISSES) {
      const oldest = this.misses.keys().next().value;
      if (oldest !== undefined) this.misses.delete(oldest);
    }
    this.misses.delete(code);
    this.misses.set(code, this.now() + LIMITS.eventMissCacheMs);
  }

  /** Forgets `code` (a page with this code was just created). */
  delete(code: string): void {
    this.misses.delete(code);
  }
}
