/**
 * A job an instance runs every `intervalMs` (0 or less: never by itself) and on demand, one round at a
 * time: a call during a round gets that round's promise instead of starting another. The timer does
 * not keep the process alive; `stop` waits for the round in flight. Used by the upload sweep
 * (ARCHITECTURE §4.11) and the parents' daily digest (§4.23).
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  /**
   * @param round one round of the job.
   * @param onError what a failed timed round reports (a call to `run` gets the rejection itself).
   */
  constructor(
    private readonly round: () => Promise<T>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts the timer (ms between rounds); nothing when `intervalMs` ≤ 0. */
  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.run().catch(this.onError);
    }, intervalMs);
    this.timer.unref();
  }

  /** One round now, or the round already running. @throws what the round throws. */
  run(): Promise<T> {
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops the timer and waits for the round in flight (its failure is not rethrown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
