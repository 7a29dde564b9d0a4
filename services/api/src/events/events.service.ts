import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type ErrorCode,
  type EventCreateRequest,
  type EventSummary,
  type NewsBirthFields,
  type NewsPlanFields,
  type SavedEventSummary,
} from '@babynews/contracts';
import { randomInt } from 'node:crypto';
import { Repository, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { UploadsService } from '../uploads/uploads.service';
import { isUniqueViolation } from '../database/db-errors';
import { birthOf } from './birth-columns';
import { EventChanged } from './event-changed.service';
import { EventCovers, NO_COVER } from './event-cover';
import { findCreatedEvent, findEventByCode, findOwnedEvent, findPageOf } from './event-ownership';
import { EventEntity } from './event.entity';
import { applyFundSettings } from './fund';
import { assertBelowPageCap } from './page-cap';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 16;

/** Random share code: 16 characters of [a-z0-9] from crypto (≈ 82 bits; case-insensitive safe). */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The answer of create/update and my page's news: `{code, title, description}` plus due date and surprise mode (ARCHITECTURE §4.20). */
export function toEventSummary(
  event: Pick<EventEntity, 'code' | 'title' | 'description' | 'dueDate' | 'surpriseMode' | 'revealAt' | 'hideCountdown'>,
): EventSummary & NewsPlanFields {
  return {
    code: event.code,
    title: event.title,
    description: event.description,
    dueDate: event.dueDate ?? null,
    surpriseMode: !!event.surpriseMode,
    revealAt: event.revealAt ?? null,
    hideCountdown: !!event.hideCountdown,
  };
}

/** News pages (spec §3 "Event", ARCHITECTURE §4.4–4.5). */
@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly eventChanged: EventChanged,
    private readonly covers: EventCovers,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * Creates the member's one news page with a fresh share code; `fund` opens the 축의금 fund (ARCHITECTURE §4.22),
   * `coverPath` (the member's upload) becomes its cover photo, whose variant is made first (ARCHITECTURE
   * "Cover photo and link card").
   * @throws DomainError `NEWS_ALREADY_EXISTS` (409) when the member already has one; `UPLOAD_NOT_FOUND`,
   *   `UPLOAD_STORED_TOO_LARGE` or `UPLOAD_TYPE_NOT_ALLOWED` (400) for a `coverPath` that is not the member's image upload.
   */
  async create(ownerId: number, input: EventCreateRequest): Promise<SavedEventSummary> {
    if (await findPageOf(this.events.manager, ownerId)) throw new DomainError('NEWS_ALREADY_EXISTS');
    const { fund, coverPath, ...fields } = input;
    // Made once, before the attempts: a failed save leaves the variant to the sweep (it is in the ledger).
    const cover = await this.covers.change(coverPath, NO_COVER, ownerId);
    for (let attempt = 0; ; attempt++) {
      const entity = this.events.create({
        ...fields,
        ...cover.columns,
        dueDate: input.dueDate ?? null,
        surpriseMode: input.surpriseMode ?? false,
        revealAt: input.revealAt ?? null,
        hideCountdown: input.hideCountdown ?? false,
        // 축의금 fund (ARCHITECTURE §4.22): closed unless `fund` opens it.
        ...applyFundSettings({ fundEnabled: false, fundGoal: null, fundTransferGuide: null }, fund),
        ownerId,
        code: newShareCode(),
      });
      try {
        const saved = await this.events.save(entity);
        this.eventChanged.publish(saved.code);
        return { ...toEventSummary(saved), coverImage: this.covers.imageOf(saved) };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await findPageOf(this.events.manager, ownerId)) throw new DomainError('NEWS_ALREADY_EXISTS');
        if (attempt >= 3) throw err;
      }
    }
  }

  /**
   * The news page `code` for a write by `memberId` (ARCHITECTURE §5 "Ownership"), read through `manager`
   * (a transaction's, or the default one).
   * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown or malformed code, `NOT_OWNER` (403) for anyone but its owner.
   */
  findOwned(code: string, memberId: number, manager: EntityManager = this.events.manager): Promise<EventEntity> {
    return findOwnedEvent(manager, code, memberId);
  }

  /**
   * The news page `code` for what only its creator may do (delete it, manage the co-parent; ARCHITECTURE "Two parents").
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403) for a stranger, `NOT_CREATOR` (403) for the co-parent.
   */
  findCreated(code: string, memberId: number, manager: EntityManager = this.events.manager): Promise<EventEntity> {
    return findCreatedEvent(manager, code, memberId);
  }

  /** The news page `memberId` created or co-owns, or null (at most one: ARCHITECTURE §4.5, "Two parents"). */
  pageOf(memberId: number, manager: EntityManager = this.events.manager): Promise<EventEntity | null> {
    return findPageOf(manager, memberId);
  }

  /**
   * The news page `code` (any owner), read through `manager`.
   * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown or malformed code.
   */
  findByCode(code: string, manager: EntityManager = this.events.manager): Promise<EventEntity> {
    return findEventByCode(manager, code);
  }

  /**
   * Inside a write's transaction (`manager`), refuses a new row of `table` when the page `eventId` already
   * has `max` of them; parallel creates take turns on the page's row (see `assertBelowPageCap`).
   * @throws DomainError `code` when the page is full.
   */
  assertBelowPageCap(manager: EntityManager, table: 'wish' | 'quiz', eventId: number, max: number, code: ErrorCode): Promise<void> {
    return assertBelowPageCap(manager, table, eventId, max, code);
  }

  /** Due date, surprise mode and reveal day of the news page `code` (ARCHITECTURE §4.20), or null for an unknown code. */
  async planByCode(code: string): Promise<NewsPlanFields | null> {
    const event = await this.events.findOne({ select: { id: true, dueDate: true, surpriseMode: true, revealAt: true, hideCountdown: true }, where: { code } });
    return event
      ? { dueDate: event.dueDate ?? null, surpriseMode: !!event.surpriseMode, revealAt: event.revealAt ?? null, hideCountdown: !!event.hideCountdown }
      : null;
  }

  /**
   * `{code, title, description, dueDate, surpriseMode, revealAt, hideCountdown, birth}` of the member's news page
   * (my page) — the one it created or co-owns (ARCHITECTURE "Two parents") — or null; `birth` the announcement as the news read carries it (ARCHITECTURE "Birth announcement").
   */
  async summaryByOwner(ownerId: number): Promise<(EventSummary & NewsPlanFields & NewsBirthFields) | null> {
    const event = await this.events.findOne({
      select: {
        code: true,
        title: true,
        description: true,
        dueDate: true,
        surpriseMode: true,
        revealAt: true,
        hideCountdown: true,
        bornAt: true,
        birthBabies: true,
        birthPhotoVariantPath: true,
        birthMessage: true,
      },
      where: [{ ownerId }, { coparentId: ownerId }],
    });
    if (!event) return null;
    const birth = birthOf(
      { bornAt: event.bornAt, babies: event.birthBabies, photoVariantPath: event.birthPhotoVariantPath, message: event.birthMessage },
      (key) => this.uploads.imageUrl(key) ?? '',
    );
    return { ...toEventSummary(event), birth };
  }
}
