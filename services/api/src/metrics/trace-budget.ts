/**
 * The ceiling on traced requests (ARCHITECTURE "Metrics" → Tracing; TRACE_RATE_LIMIT_PER_SECOND): a token
 * bucket holding at most `perSecond` tokens, refilled continuously at `perSecond` a second and full at the
 * start, so a quiet instance traces a short burst whole and a busy one at most `perSecond` requests a second
 * on average. `perSecond` 0 means no ceiling. Asked only after the ratio's draw said yes (or a caller sent a
 * `traceparent`), so an untraced request never touches it.
 */
export class TraceBudget {
  private tokens: number;
  private last: number;

  /** `now` answers milliseconds on a monotonic clock (tests pass their own). */
  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = perSecond;
    this.last = now();
  }

  /** True when the request may be traced (a token was taken), false when the ceiling is reached. */
  take(): boolean {
    if (this.perSecond === 0) return true;
    const now = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) * this.perSecond) / 1000);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
