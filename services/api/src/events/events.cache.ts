import { Injectable, Optional } from '@nestjs/common';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { FundOwner, NewsInfo, PlannedWishOwner } from '@babynews/contracts';
import { jsonText, type JsonText } from '../common/json-text';
import { EventChanged } from './event-changed.service';
import { MetricsService } from '../metrics/metrics.service';

/** One cached news page: the public JSON ready to send plus what the owner's read adds. */
export interface CachedEvent {
  /** The public read as JSON text (no address, no followers). */
  json: JsonText<NewsInfo>;
  /**
   * `json` as UTF-8 bytes, encoded once when the page is loaded: what the news read's fast path sends, so a
   * read neither measures (`Content-Length`) nor encodes the text again (ARCHITECTURE "How a public news read travels").
   */
  bytes: Buffer;
  info: NewsInfo;
  ownerId: number;
  /** The confirmed co-parent (ARCHITECTURE "Two parents"): reads with their token are owner reads too. */
  coparentId: number | null;
  address: { postCode: string; address: string; detailAddress: string };
  /** The owner's wish list (adds imagePath and orderStatus); the public one is `info.wishList`. */
  ownerWishList?: PlannedWishOwner[];
  /** The 축의금 fund as the owner reads it (with the transfer guide, ARCHITECTURE §4.22); `info.fund` is the public one. */
  fundOwner?: FundOwner | null;
  /** The stored key of the cover's variant (the link card draws it), or null; `info.coverImage` carries its URL. */
  coverKey?: string | null;
  /** The circle the entry's code opened (ARCHITECTURE "Two circles"); absent = family. */
  circle?: 'FAMILY' | 'FRIENDS';
  /** Every share code of the page (family, friends): `EventChanged` of any of them drops every copy. */
  codes?: string[];
}

/** The public read of `info` as a cache entry carries it: its JSON text and that text's UTF-8 bytes (`json`, `bytes`). */
export function publicBody(info: NewsInfo): Pick<CachedEvent, 'json' | 'bytes'> {
  const json = jsonText(info);
  return { json, bytes: Buffer.from(json) };
}

/**
 * In-process cache of news pages by share code, read through `EventReadService` (event-read.service.ts).
 * It drops a page whenever `EventChanged` publishes its code — every write to a news page or to
 * data shown on it publishes; nothing else calls `invalidate`. A load that started before an
 * invalidation is not stored. Other API instances keep their own cache (it is per process): an
 * entry lives at most `config.eventCacheTtlMs`, which bounds how stale a page served by another
 * instance can be (until a cross-instance transport carries `EventChanged`).
 */
@Injectable()
export class EventsCache {
  private readonly entries = new Map<string, { entry: CachedEvent; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<CachedEvent | null>>();
  /** For each code of a cached page, the keys its copies are cached under (a page is cached once per circle's code). */
  private readonly copies = new Map<string, Set<string>>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  /**
   * Subscribes to `eventChanged`. `config.eventCacheSize` bounds the entries (oldest dropped first;
   * 0 turns caching and load sharing off); `config.eventCacheTtlMs` is each entry's life in ms;
   * `metrics` counts hits and misses (ARCHITECTURE "Metrics").
   */
  constructor(
    eventChanged: EventChanged,
    @Optional() @InjectConfig() config?: AppConfig,
    @Optional() private readonly metrics?: MetricsService,
  ) {
    this.maxEntries = config?.eventCacheSize ?? 10_000;
    this.ttlMs = config?.eventCacheTtlMs ?? 5_000;
    eventChanged.subscribe((code) => this.invalidate(code));
  }

  /** Cached entry, or the result of `load` (shared by concurrent callers, stored when found). */
  get(code: string, load: () => Promise<CachedEvent | null>): CachedEvent | Promise<CachedEvent | null> {
    if (this.maxEntries === 0) {
      this.metrics?.newsCacheLookup(false);
      return load();
    }
    const hit = this.peek(code);
    this.metrics?.newsCacheLookup(hit !== undefined);
    if (hit) return hit;
    const pending = this.loading.get(code);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((entry) => {
        if (entry && generation === this.generation) this.store(code, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(code) === promise) this.loading.delete(code);
      });
    this.loading.set(code, promise);
    return promise;
  }

  /** The cached entry of `code` while it is fresh, without loading. */
  peek(code: string): CachedEvent | undefined {
    const hit = this.entries.get(code);
    if (!hit) return undefined;
    if (hit.expiresAt > Date.now()) return hit.entry;
    this.entries.delete(code);
    return undefined;
  }

  /** Drops the entry of `code`; later reads load it again from the database. Writers publish `EventChanged` instead. */
  invalidate(code: string): void {
    this.generation++;
    this.entries.delete(code);
    this.loading.delete(code);
    // The page's copy under its other circle's code goes too (ARCHITECTURE "Two circles").
    for (const key of this.copies.get(code) ?? []) {
      this.entries.delete(key);
      this.loading.delete(key);
    }
    this.copies.delete(code);
  }

  private store(code: string, entry: CachedEvent): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(code); // re-inserted last: the oldest stays first
    this.entries.set(code, { entry, expiresAt: Date.now() + this.ttlMs });
    for (const other of entry.codes ?? []) {
      if (other === code) continue;
      const keys = this.copies.get(other) ?? new Set<string>();
      keys.add(code);
      this.copies.set(other, keys);
    }
  }
}
