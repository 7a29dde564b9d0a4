import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NewsInfo, TokenClaims } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { jsonText, type JsonText } from '../common/json-text';
import { FollowersService } from '../followers/followers.service';
import { QuizzesService } from '../quizzes/quizzes.service';
import { ReservationsOwnerService } from '../reservations/reservations-owner.service';
import { UploadsService } from '../uploads/uploads.service';
import { WishesService } from '../wishes/wishes.service';
import { CODE_PATTERN } from './code-pattern';
import { EventChanged } from './event-changed.service';
import { EventMissCache } from './event-miss-cache';
import { EventsCache, type CachedEvent } from './events.cache';
import { loadEventByCode, type EventParts } from './events.read';
import { isPageOwner } from '../common/page-owner';

export type { CachedEvent } from './events.cache';

/**
 * THE read of a news page by share code (spec §7 `GET /api/event/fetchInfoByCode/{code}`,
 * ARCHITECTURE §4.6): the Fastify fast path, `EventsController` and the link preview all go through it.
 * Pages come from `EventsCache` (kept fresh by `EventChanged`), loaded by `loadEventByCode` on a miss with
 * the parts other domains own read through their services (wishes, quizzes; for the owner, followers and
 * reservation extras);
 * unknown codes are remembered for a few seconds (`EventMissCache`, ARCHITECTURE §5) and forgotten as soon
 * as `EventChanged` publishes them (e.g. a page created with that code).
 * Methods answer synchronously on a cache hit (no promise, no microtask) and with a promise otherwise.
 */
@Injectable()
export class EventReadService {
  /** Unknown codes remembered for a few seconds (ARCHITECTURE §5 "cheaper abuse paths"). */
  private readonly misses = new EventMissCache();

  /** The parts of a page other domains own (`loadEventByCode`). */
  private readonly parts: EventParts;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: EventsCache,
    private readonly followers: FollowersService,
    private readonly reservations: ReservationsOwnerService,
    wishes: WishesService,
    quizzes: QuizzesService,
    uploads: UploadsService,
    eventChanged: EventChanged,
    private readonly clock: Clock,
  ) {
    this.parts = {
      wishLists: (eventId) => wishes.listsOf(eventId),
      quizList: (eventId) => quizzes.publicListOf(eventId),
      imageUrl: (key) => uploads.imageUrl(key) ?? '',
    };
    eventChanged.subscribe((code) => this.misses.delete(code));
  }

  /**
   * The cached page of `code` (either circle's, ARCHITECTURE "Two circles": a friends code only while its circle
   * is open at the `Clock`'s now); null for an unknown, malformed or closed code (link previews, `read`).
   */
  find(code: string): CachedEvent | null | Promise<CachedEvent | null> {
    if (!CODE_PATTERN.test(code) || this.misses.has(code)) return null;
    return this.cache.get(code, async () => {
      const entry = await loadEventByCode(this.dataSource, code, this.parts, this.clock.now());
      if (!entry) this.misses.add(code);
      return entry;
    });
  }

  /**
   * JSON body of `GET /api/event/fetchInfoByCode/{code}` for `viewer` (null = anonymous): the
   * cached public JSON as is for anyone but the owner; another signed-in member's read adds
   * `isFollowing`; the owner's read adds postCode, address, detailAddress, followers, the
   * owner's wish fields (imagePath, orderStatus) and the fund with its transfer guide (`FundOwner`).
   * @throws DomainError NEWS_NOT_FOUND (404) for an unknown or malformed code (synchronously for a
   *   malformed one, as a rejection otherwise).
   */
  read(code: string, viewer: TokenClaims | null): JsonText<NewsInfo> | Promise<JsonText<NewsInfo>> {
    const found = this.find(code);
    return found instanceof Promise ? found.then((entry) => this.bodyFor(entry, viewer)) : this.bodyFor(found, viewer);
  }

  /**
   * The anonymous read of `code` (what `read(code, null)` answers) as UTF-8 bytes, encoded once per cached page
   * (`CachedEvent.bytes`): the body the Fastify fast path sends (events.fast-path.ts), synchronously on a cache hit.
   * @throws DomainError NEWS_NOT_FOUND (404) as `read` does.
   */
  publicBytes(code: string): Buffer | Promise<Buffer> {
    const found = this.find(code);
    return found instanceof Promise ? found.then((entry) => existing(entry).bytes) : existing(found).bytes;
  }

  private bodyFor(found: CachedEvent | null, viewer: TokenClaims | null): JsonText<NewsInfo> | Promise<JsonText<NewsInfo>> {
    const entry = existing(found);
    if (!viewer) return entry.json;
    // Through a friends link everyone reads as a friend: no address, no followers (ARCHITECTURE "Two circles").
    if (entry.circle === 'FRIENDS') return this.memberJson(entry, Number(viewer.sub));
    return isPageOwner(entry, Number(viewer.sub)) ? this.ownerJson(entry) : this.memberJson(entry, Number(viewer.sub));
  }

  private async memberJson(entry: CachedEvent, memberId: number): Promise<JsonText<NewsInfo>> {
    const isFollowing = await this.followers.isFollowing(entry.info.code, memberId);
    return jsonText<NewsInfo>({ ...entry.info, isFollowing });
  }

  private async ownerJson(entry: CachedEvent): Promise<JsonText<NewsInfo>> {
    const followers = await this.followers.listByCode(entry.info.code);
    // Cancelled-reservation counts and PIN locks are read fresh for the owner (ARCHITECTURE §4.7).
    const wishList = entry.ownerWishList ? await this.reservations.withOwnerExtras(entry.ownerWishList) : entry.info.wishList;
    // The owner reads the fund with its transfer guide (ARCHITECTURE §4.22).
    return jsonText<NewsInfo>({ ...entry.info, ...entry.address, followers, wishList, fund: entry.fundOwner ?? null, isOwner: true });
  }
}

/** `entry`, or DomainError NEWS_NOT_FOUND when the code found no page. */
function existing(entry: CachedEvent | null): CachedEvent {
  if (!entry) throw new DomainError('NEWS_NOT_FOUND');
  return entry;
}
