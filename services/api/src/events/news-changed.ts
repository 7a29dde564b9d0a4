import { Injectable, Logger } from '@nestjs/common';

/** Receives the share code of a news page whose shown content changed. */
export type NewsChangedListener = (code: string) => void;

/**
 * The "news changed (code)" domain event: every write that changes what a news
 * page shows — the page itself, its wishes (and their filled-in titles), reservations and their
 * status, quizzes — calls `publish(code)` once it has committed. Readers that keep derived copies
 * (the read cache, `EventsCache`) `subscribe` and drop their copy.
 *
 * In process and synchronous: `publish` returns after every listener ran, so the writer's next
 * read (and every other request on this instance) already sees the change. A listener that
 * throws is logged and does not stop the others or fail the write.
 *
 * The event is just the share code (a string), so a cross-instance transport (ARCHITECTURE §2 `REDIS_URL`:
 * cache invalidation across instances) can carry it unchanged: e.g. a Redis bridge would subscribe here and PUBLISH the code on a channel, and on
 * each instance deliver codes received from that channel to this instance's listeners (through a
 * local-only method, so they are not sent back out). Without it, other instances catch up within
 * `EVENT_CACHE_TTL_MS`.
 */
@Injectable()
export class NewsChanged {
  private readonly logger = new Logger('NewsChanged');
  private readonly listeners = new Set<NewsChangedListener>();

  /** Announces that the news page `code` shows something new; runs every listener before returning. */
  publish(code: string): void {
    for (const listener of this.listeners) {
      try {
        listener(code);
      } catch (err) {
        this.logger.error({ msg: 'news-changed listener failed', code, err: (err as Error)?.message });
      }
    }
  }

  /** Calls `listener(code)` on every later `publish`; returns the function that unsubscribes it. */
  subscribe(listener: NewsChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
