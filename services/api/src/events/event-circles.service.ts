import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Circle, CirclesRotateRequest, CirclesState, CirclesUpdateRequest, CirclesUpdateResponse } from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { isUniqueViolation } from '../database/db-errors';
import { readRows } from '../database/read-rows';
import { circleOf, friendsOpenAt, type CircleColumns } from './circle-rules';
import { CODE_PATTERN } from './code-pattern';
import { EventChanged } from './event-changed.service';
import { findOwnedEvent } from './event-ownership';
import { EventEntity } from './event.entity';
import { newShareCode } from './events.service';

/** The page a share code opened and the circle it opened it in (ARCHITECTURE "Two circles"). */
export interface OpenedPage {
  eventId: number;
  /** The page's family code (`event.code`): what the page's own queries and `EventChanged` key on; never shown to a friend. */
  familyCode: string;
  /** The code the visitor came with: what every answer, link and mail of this visit carries. */
  code: string;
  circle: Circle;
  /** The parent's way to send gifts, shown to friends instead of the address; null when unwritten. */
  addressNote: string | null;
}

/** A reservation or pledge whose own calls also accept the code it was made under (its public id). */
export type HeldBy = { kind: 'reservation'; publicId: string; wishId: number } | { kind: 'pledge'; publicId: string };

/** One look-up of a code in both columns (two unique indexes; the rule decides which one matched). */
const PAGE_BY_EITHER_CODE = `SELECT id, code, friends_code, friends_open, friends_open_at, address_note FROM \`event\`
  WHERE code = ? OR friends_code = ?`;

/** The page of reservation `public_id` on wish `id` made under the code `circle_code`, with that circle. */
const RESERVATION_MADE_UNDER = `SELECT e.id, e.code, e.address_note, r.circle FROM \`reservation\` r JOIN \`wish\` w ON w.id = r.wish_id
  JOIN \`event\` e ON e.id = w.event_id WHERE r.public_id = ? AND r.wish_id = ? AND r.circle_code = ?`;

/** The page of pledge `public_id` made under the code `circle_code`, with that circle. */
const PLEDGE_MADE_UNDER = `SELECT e.id, e.code, e.address_note, p.circle FROM \`pledge\` p JOIN \`event\` e ON e.id = p.event_id
  WHERE p.public_id = ? AND p.circle_code = ?`;

interface PageRow extends CircleColumns {
  id: number | string;
  address_note: string | null;
}

/** Tries of a fresh code when one collides with an existing code (82 bits each: practically never). */
const NEW_CODE_ATTEMPTS = 4;

/**
 * The two circles of a news page (ARCHITECTURE "Two circles", DESIGN §4.26): the ONE resolution of a share
 * code that every anonymous call goes through (`open`), and the owner's settings and rotations.
 */
@Injectable()
export class EventCircles {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly eventChanged: EventChanged,
  ) {}

  /**
   * Resolves the share code `code` (either circle's) to its page and circle, by `circleOf` at the app's
   * `Clock`. With `heldBy`, a code that no longer opens the page (rotated, or the friends circle closed) still
   * opens it when that reservation or pledge was made under it, in the circle it was made in: relatives' links
   * keep working.
   * @returns `{eventId, familyCode, code, circle, addressNote}`.
   * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown, malformed, rotated or closed code.
   */
  async open(code: string, heldBy?: HeldBy): Promise<OpenedPage> {
    const page = await this.find(code, heldBy);
    if (!page) throw new DomainError('NEWS_NOT_FOUND');
    return page;
  }

  /** As `open`, null instead of `NEWS_NOT_FOUND` (callers whose unknown code has another answer, e.g. `WISH_NOT_FOUND`). */
  async find(code: string, heldBy?: HeldBy): Promise<OpenedPage | null> {
    if (!CODE_PATTERN.test(code)) return null;
    const rows = await readRows<PageRow>(this.dataSource, PAGE_BY_EITHER_CODE, [code, code]);
    const now = this.clock.now();
    for (const row of rows) {
      const circle = circleOf(row, code, now);
      if (circle) return { eventId: Number(row.id), familyCode: row.code, code, circle, addressNote: row.address_note ?? null };
    }
    return heldBy ? this.madeUnder(code, heldBy) : null;
  }

  private async madeUnder(code: string, heldBy: HeldBy): Promise<OpenedPage | null> {
    const [row] =
      heldBy.kind === 'reservation'
        ? await readRows<{ id: number; code: string; address_note: string | null; circle: string | null }>(this.dataSource, RESERVATION_MADE_UNDER, [
            heldBy.publicId,
            heldBy.wishId,
            code,
          ])
        : await readRows<{ id: number; code: string; address_note: string | null; circle: string | null }>(this.dataSource, PLEDGE_MADE_UNDER, [
            heldBy.publicId,
            code,
          ]);
    if (!row) return null;
    const circle: Circle = row.circle === 'FRIENDS' ? 'FRIENDS' : 'FAMILY';
    return { eventId: Number(row.id), familyCode: row.code, code, circle, addressNote: row.address_note ?? null };
  }

  /**
   * `GET /api/event/circles/{code}` (owner): `{code, friendsCode, friendsOpen, friendsOpenAt, friendsOpenNow, addressNote}`.
   * @throws DomainError `NEWS_NOT_FOUND` (404: unknown code, or the friends code: owner routes take the family code), `NOT_OWNER` (403).
   */
  async state(memberId: number, code: string): Promise<CirclesState> {
    return this.stateOf(await findOwnedEvent(this.dataSource.manager, code, memberId));
  }

  /**
   * `PUT /api/event/circles/{code}` `{friendsOpen, friendsOpenAt?, addressNote?}` (owner) → `{friendsCode}`: opens
   * or closes the friends circle (absent `friendsOpenAt`/`addressNote` keep theirs); the first call makes the
   * friends code, which closing keeps. Drops both codes' cached pages.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async update(memberId: number, code: string, input: CirclesUpdateRequest): Promise<CirclesUpdateResponse> {
    const event = await findOwnedEvent(this.dataSource.manager, code, memberId);
    const changes: Partial<EventEntity> = { friendsOpen: input.friendsOpen };
    if (input.friendsOpenAt !== undefined) changes.friendsOpenAt = input.friendsOpenAt;
    if (input.addressNote !== undefined) changes.addressNote = input.addressNote;
    const friendsCode = event.friendsCode ?? (await this.saveNewCode(event.id, 'friendsCode', changes));
    if (event.friendsCode) await this.dataSource.manager.update(EventEntity, { id: event.id }, changes);
    this.publish(event.code, event.friendsCode, friendsCode);
    return { friendsCode };
  }

  /**
   * `POST /api/event/circles/{code}/rotate` `{circle}` (owner) → the circles' state with the new code: the old
   * code then answers like an unknown one, except on the calls of reservations and pledges made under it
   * (`open` with `heldBy`). Rotating FRIENDS before the circle was set up makes its first code (still closed).
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async rotate(memberId: number, code: string, input: CirclesRotateRequest): Promise<CirclesState> {
    const event = await findOwnedEvent(this.dataSource.manager, code, memberId);
    const field = input.circle === 'FAMILY' ? 'code' : 'friendsCode';
    const fresh = await this.saveNewCode(event.id, field, {});
    this.publish(event.code, event.friendsCode, fresh);
    return this.stateOf({ ...event, [field]: fresh } as EventEntity);
  }

  private stateOf(event: EventEntity): CirclesState {
    const now = this.clock.now();
    const columns = { friends_code: event.friendsCode, friends_open: event.friendsOpen, friends_open_at: event.friendsOpenAt };
    return {
      code: event.code,
      friendsCode: event.friendsCode ?? null,
      friendsOpen: !!event.friendsOpen,
      friendsOpenAt: event.friendsOpenAt ?? null,
      friendsOpenNow: friendsOpenAt(columns, now),
      addressNote: event.addressNote ?? null,
    };
  }

  /**
   * Writes a fresh random code into `field` of page `eventId` together with `changes`; a code that some page
   * already uses in either column is drawn again (a code must name one page and one circle).
   */
  private async saveNewCode(
    eventId: number,
    field: 'code' | 'friendsCode',
    changes: Partial<EventEntity>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const fresh = newShareCode();
      const taken = await readRows(this.dataSource, PAGE_BY_EITHER_CODE, [fresh, fresh]);
      if (taken.length === 0) {
        try {
          await manager.update(EventEntity, { id: eventId }, { ...changes, [field]: fresh });
          return fresh;
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= NEW_CODE_ATTEMPTS) throw err;
        }
      } else if (attempt >= NEW_CODE_ATTEMPTS) throw new Error('no free share code');
    }
  }

  /** Every cached copy of the page goes: the family and friends codes before and after the change. */
  private publish(...codes: (string | null)[]): void {
    for (const code of new Set(codes)) if (code) this.eventChanged.publish(code);
  }
}
