import { Injectable, Logger, Optional } from '@nestjs/common';
import { RedisConnection } from '../database/redis';
import { serializeError } from '../common/error-serializer';
import { scrub } from '../common/route-redaction';

/**
 * Redis channel (after REDIS_KEY_PREFIX) of the event-changed messages. Its value is the name running
 * instances already use (an outside name, like a table or a URL), so it keeps the older word.
 */
export const EVENT_CHANGED_CHANNEL = 'news-changed';

/** Receives the share code of a news page whose shown content changed. */
export type EventChangedListener = (code: string) => void;

/**
 * The "event changed (code)" domain event: every write that changes what a news
 * page shows — the page itself, its wishes (and their filled-in titles), reservations and their
 * status, quizzes — calls `publish(code)` once it has committed. Readers that keep derived copies
 * (the read cache, `EventsCache`) `subscribe` and drop their copy.
 *
 * In process and synchronous: `publish` returns after every listener ran, so the writer's next
 * read (and every other request on this instance) already sees the change. A listener that
 * throws is logged (without the share code, which would open the page to whoever reads the logs:
 * its occurrences in the error are scrubbed, ARCHITECTURE §5 logs) and does not stop the others or
 * fail the write.
 *
 * Across instances (ARCHITECTURE §2 `REDIS_URL`): `publish` also PUBLISHes `<instance id> <code>` on
 * the Redis channel `<REDIS_KEY_PREFIX>news-changed` (fire and forget); every instance subscribes and
 * runs its listeners for codes published by the others, so every instance drops its cached page at
 * once. Without Redis, or while it is away, other instances catch up within `EVENT_CACHE_TTL_MS`.
 */
@Injectable()
export class EventChanged {
  private readonly logger = new Logger('EventChanged');
  private readonly listeners = new Set<EventChangedListener>();

  constructor(@Optional() private readonly redis?: RedisConnection) {
    redis?.subscribe(EVENT_CHANGED_CHANNEL, (message) => {
      const space = message.indexOf(' ');
      if (space > 0 && message.slice(0, space) !== redis.instanceId) this.deliverLocally(message.slice(space + 1));
    });
  }

  /** Announces that the news page `code` shows something new; runs every listener before returning. */
  publish(code: string): void {
    this.deliverLocally(code);
    if (this.redis?.client) void this.redis.publish(EVENT_CHANGED_CHANNEL, `${this.redis.instanceId} ${code}`);
  }

  /** Runs this instance's listeners only (codes that arrive from other instances). */
  private deliverLocally(code: string): void {
    for (const listener of this.listeners) {
      try {
        listener(code);
      } catch (err) {
        // The message text is what log searches and the redaction suite look for: it keeps its words.
        this.logger.error({ msg: 'news-changed listener failed', err: scrub(serializeError(err), [code]) });
      }
    }
  }

  /** Calls `listener(code)` on every later `publish`; returns the function that unsubscribes it. */
  subscribe(listener: EventChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
