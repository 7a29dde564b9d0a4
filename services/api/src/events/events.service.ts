import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MSG, type EventCreateRequest, type EventInfo, type EventSummary, type TokenClaims } from '@babynews/contracts';
import { randomInt } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../database/db-errors';
import { FollowersService } from '../followers/followers.service';
import { CODE_PATTERN } from './code-pattern';
import { EventEntity } from './event.entity';
import { CachedEvent, EventsCache } from './events.cache';
import { loadEventByCode } from './events.read';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 16;

/** Random share code: 16 characters of [a-z0-9] from crypto (≈ 82 bits; case-insensitive safe). */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** News pages (spec §3 "Event", DESIGN §4.4–4.5). */
@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: EventsCache,
    private readonly followers: FollowersService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Creates the member's one news page with a fresh share code.
   * @throws ConflictException 409 `MSG.event.alreadyExists` when the member already has one.
   */
  async create(ownerId: number, input: EventCreateRequest): Promise<EventSummary> {
    if (await this.events.existsBy({ ownerId })) throw new ConflictException(MSG.event.alreadyExists);
    for (let attempt = 0; ; attempt++) {
      const entity = this.events.create({ ...input, ownerId, code: newShareCode() });
      try {
        const saved = await this.events.save(entity);
        this.cache.invalidate(saved.code);
        return { code: saved.code, title: saved.title, description: saved.description };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await this.events.existsBy({ ownerId })) throw new ConflictException(MSG.event.alreadyExists);
        if (attempt >= 3) throw err;
      }
    }
  }

  /** `{code, title, description}` of the member's news page, or null. */
  async summaryByOwner(ownerId: number): Promise<EventSummary | null> {
    const event = await this.events.findOne({ select: { code: true, title: true, description: true }, where: { ownerId } });
    return event ? { code: event.code, title: event.title, description: event.description } : null;
  }

  /**
   * Cached public entry of a news page (one join query on a miss), or a promise of it.
   * @throws NotFoundException 404 `MSG.event.notFound` for an unknown or malformed code.
   */
  entry(code: string): CachedEvent | Promise<CachedEvent> {
    if (!CODE_PATTERN.test(code)) throw new NotFoundException(MSG.event.notFound);
    const found = this.cache.get(code, () => loadEventByCode(this.dataSource, code, this.config));
    if (!(found instanceof Promise)) return found;
    return found.then((entry) => {
      if (!entry) throw new NotFoundException(MSG.event.notFound);
      return entry;
    });
  }

  /** Entry by code without throwing (fast path, link previews): null when unknown; sync on a cache hit. */
  findEntry(code: string): CachedEvent | null | Promise<CachedEvent | null> {
    if (!CODE_PATTERN.test(code)) return null;
    return this.cache.get(code, () => loadEventByCode(this.dataSource, code, this.config));
  }

  /**
   * JSON body of `GET /api/event/fetchInfoByCode/{code}`: the cached public JSON for anyone but
   * the owner; the owner's read adds postCode, address, detailAddress and followers (DESIGN §4.6);
   * another signed-in member's read adds `isFollowing`.
   */
  async infoJson(entry: CachedEvent, viewer: TokenClaims | null): Promise<string> {
    if (!viewer) return entry.json;
    if (viewer.sub !== String(entry.ownerId)) {
      const isFollowing = await this.followers.isFollowing(entry.info.code, Number(viewer.sub));
      return JSON.stringify({ ...entry.info, isFollowing } satisfies EventInfo);
    }
    const followers = await this.followers.listByCode(entry.info.code);
    const ownerInfo: EventInfo = { ...entry.info, ...entry.address, followers, wishList: entry.ownerWishList ?? entry.info.wishList };
    return JSON.stringify(ownerInfo);
  }
}
