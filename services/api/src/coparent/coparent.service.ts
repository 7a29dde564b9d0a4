import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CoparentAcceptResponse, CoparentInviteResponse, CoparentState, CoparentStatusResponse } from '@babynews/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { statementsOf } from '../database/atomic-statement';
import { isUniqueViolation } from '../database/db-errors';
import { tokenHash } from '../database/one-time-token';
import { fromSqlTimestamp, sqlTimestamp } from '../database/sql-timestamp';
import { EventChanged } from '../events/event-changed.service';
import type { EventEntity } from '../events/event.entity';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';

/** How long an invitation link works (ms): 7 days (DESIGN §4.26). */
export const COPARENT_INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

interface InviteRow {
  id: number | string;
  expires_at: Date | string;
  accepted_member_id: number | string | null;
}

const INVITE_OF_EVENT = 'SELECT id, expires_at, accepted_member_id FROM `coparent_invite` WHERE event_id = ?';
const DISPLAY_NAME = 'SELECT display_name FROM `member` WHERE id = ?';

/**
 * The co-parent (ARCHITECTURE "Two parents", DESIGN §4.26): the page's creator invites one member with a
 * one-time link (7 days, single use, revocable: a new link or a removal ends it), the member accepts, the
 * creator confirms them by the display name shown; only then is the member an owner (`event.coparent_id`),
 * decided by `isPageOwner` like every owner check. Removing the co-parent and every other write here is the
 * creator's alone (`NOT_CREATOR` for the co-parent). Every change publishes the page's `EventChanged`, so the
 * cached read, which tells an owner's token from another member's, never answers with a stale owner pair.
 */
@Injectable()
export class CoparentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly eventChanged: EventChanged,
    private readonly events: EventsService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * `GET /api/event/coparent/{code}` → `{role, creatorName, coparent}` for either owner.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async status(code: string, memberId: number): Promise<CoparentStatusResponse> {
    const manager = this.dataSource.manager;
    const event = await this.events.findOwned(code, memberId, manager);
    return this.statusOf(manager, event, memberId);
  }

  /**
   * `POST /api/event/coparent/invite/{code}` (creator) → `{inviteUrl, expiresAt}`: 32 random bytes in the
   * link's fragment, only their SHA-256 stored; replaces the page's previous invitation (its link stops working).
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` / `NOT_CREATOR` (403), `COPARENT_ALREADY_CONFIRMED` (409).
   */
  async invite(code: string, memberId: number): Promise<CoparentInviteResponse> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + COPARENT_INVITE_TTL_MS);
    await this.dataSource.transaction(async (manager) => {
      const event = await this.events.findCreated(code, memberId, manager);
      if (event.coparentId !== null) throw new DomainError('COPARENT_ALREADY_CONFIRMED');
      await manager.query('DELETE FROM `coparent_invite` WHERE event_id = ?', [event.id]);
      await manager.query('INSERT INTO `coparent_invite` (event_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)', [
        event.id,
        tokenHash(token),
        sqlTimestamp(expiresAt),
        sqlTimestamp(now),
      ]);
    });
    return { inviteUrl: this.mail.coparentInviteUrl(token), expiresAt: expiresAt.toISOString() };
  }

  /**
   * `POST /api/event/coparent/accept` `{token}` by `memberId` → `{title, creatorName, status: 'ACCEPTED'}`.
   * Marks the invitation accepted with a conditional UPDATE (two members racing on one link: one wins).
   * Gives no access: the creator confirms first.
   * @throws DomainError `COPARENT_INVITE_INVALID` (400: unknown, used, replaced, revoked or expired token),
   *   `COPARENT_ALREADY_OWNER` (409: the member owns or co-owns a page, the creator included).
   */
  async accept(memberId: number, token: string): Promise<CoparentAcceptResponse> {
    return this.dataSource.transaction(async (manager) => {
      const now = sqlTimestamp(this.clock.now());
      const [invite] = (await manager.query(
        'SELECT i.id, e.title, e.owner_id FROM `coparent_invite` i JOIN `event` e ON e.id = i.event_id WHERE i.token_hash = ? AND i.accepted_member_id IS NULL AND i.expires_at > ?',
        [tokenHash(token), now],
      )) as Array<{ id: number | string; title: string; owner_id: number | string }>;
      if (!invite) throw new DomainError('COPARENT_INVITE_INVALID');
      if (await this.events.pageOf(memberId, manager)) throw new DomainError('COPARENT_ALREADY_OWNER');
      const taken = await statementsOf(manager).run(
        'UPDATE `coparent_invite` SET accepted_member_id = ?, accepted_at = ? WHERE id = ? AND accepted_member_id IS NULL',
        [memberId, now, invite.id],
      );
      if (taken === 0) throw new DomainError('COPARENT_INVITE_INVALID');
      return { title: invite.title, creatorName: await this.displayName(manager, Number(invite.owner_id)), status: 'ACCEPTED' };
    });
  }

  /**
   * `POST /api/event/coparent/confirm/{code}` (creator) → the status, now CONFIRMED: the member who accepted
   * becomes the page's co-parent and the invitation is deleted.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` / `NOT_CREATOR` (403), `COPARENT_NOT_FOUND` (404: no
   *   unexpired accepted invitation), `COPARENT_ALREADY_OWNER` (409: they came to own or co-own a page meanwhile).
   */
  async confirm(code: string, memberId: number): Promise<CoparentStatusResponse> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const event = await this.events.findCreated(code, memberId, manager);
        const invite = await this.liveInvite(manager, event.id);
        if (!invite || invite.accepted_member_id === null) throw new DomainError('COPARENT_NOT_FOUND');
        const coparentId = Number(invite.accepted_member_id);
        if (await this.events.pageOf(coparentId, manager)) throw new DomainError('COPARENT_ALREADY_OWNER');
        const set = await statementsOf(manager).run('UPDATE `event` SET coparent_id = ? WHERE id = ? AND coparent_id IS NULL', [coparentId, event.id]);
        if (set === 0) throw new DomainError('COPARENT_NOT_FOUND');
        await manager.query('DELETE FROM `coparent_invite` WHERE event_id = ?', [event.id]);
        event.coparentId = coparentId;
        return this.statusOf(manager, event, memberId);
      });
    } catch (err) {
      // The unique `coparent_id`: the same member confirmed on another page at the same moment.
      if (isUniqueViolation(err)) throw new DomainError('COPARENT_ALREADY_OWNER');
      throw err;
    } finally {
      this.eventChanged.publish(code);
    }
  }

  /**
   * `DELETE /api/event/coparent/{code}` (creator) → the status, now NONE: removes the co-parent (every row
   * they added stays with the page; their notices of it, mailed or still waiting for a digest, go) and revokes
   * any invitation.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` / `NOT_CREATOR` (403), `COPARENT_NOT_FOUND` (404: neither).
   */
  async remove(code: string, memberId: number): Promise<CoparentStatusResponse> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const event = await this.events.findCreated(code, memberId, manager);
        const { run } = statementsOf(manager);
        const revoked = await run('DELETE FROM `coparent_invite` WHERE event_id = ?', [event.id]);
        let removed = 0;
        if (event.coparentId !== null) {
          removed = await run('UPDATE `event` SET coparent_id = NULL WHERE id = ?', [event.id]);
          await this.notifications.forgetPage(run, event.coparentId, event.id);
        }
        if (revoked + removed === 0) throw new DomainError('COPARENT_NOT_FOUND');
        event.coparentId = null;
        return this.statusOf(manager, event, memberId);
      });
    } finally {
      this.eventChanged.publish(code);
    }
  }

  /**
   * Inside the creator's withdrawal (`manager`'s transaction, ARCHITECTURE §4.21 and "Two parents"): every
   * page `memberId` created that has a confirmed co-parent becomes the co-parent's alone, and they are told by
   * the `pageHandedOver` mail (to their account's address once verified, once per page). Call it before the member's rows are
   * deleted: a page handed over is no longer theirs to delete.
   * @returns the share codes of the pages handed over (their caches must be dropped).
   */
  async handOver(manager: EntityManager, memberId: number): Promise<string[]> {
    const pages = (await manager.query(
      'SELECT e.id, e.code, e.title, e.coparent_id, m.display_name, CASE WHEN m.email_verified_at IS NOT NULL THEN m.email ELSE NULL END AS email FROM `event` e JOIN `member` m ON m.id = e.coparent_id WHERE e.owner_id = ?',
      [memberId],
    )) as Array<{ id: number | string; code: string; title: string; coparent_id: number | string; display_name: string; email: string | null }>;
    const { run, read } = statementsOf(manager);
    for (const page of pages) {
      await run('UPDATE `event` SET owner_id = ?, coparent_id = NULL WHERE id = ?', [page.coparent_id, page.id]);
      if (!page.email) continue;
      await this.mail.enqueue(run, read, {
        kind: 'pageHandedOver',
        to: page.email,
        data: { pageTitle: page.title, displayName: page.display_name, myPageUrl: this.mail.myPageUrl() },
        idempotencyKey: `pageHandedOver:${Number(page.id)}:${Number(page.coparent_id)}`,
      });
    }
    return pages.map((page) => page.code);
  }

  private async statusOf(manager: EntityManager, event: EventEntity, memberId: number): Promise<CoparentStatusResponse> {
    return {
      role: event.ownerId === memberId ? 'CREATOR' : 'COPARENT',
      creatorName: await this.displayName(manager, event.ownerId),
      coparent: await this.stateOf(manager, event),
    };
  }

  private async stateOf(manager: EntityManager, event: EventEntity): Promise<CoparentState> {
    if (event.coparentId !== null) return { status: 'CONFIRMED', displayName: await this.displayName(manager, event.coparentId) };
    const invite = await this.liveInvite(manager, event.id);
    if (!invite) return { status: 'NONE' };
    const expiresAt = fromSqlTimestamp(invite.expires_at).toISOString();
    if (invite.accepted_member_id === null) return { status: 'INVITED', expiresAt };
    return { status: 'ACCEPTED', expiresAt, displayName: await this.displayName(manager, Number(invite.accepted_member_id)) };
  }

  /** The page's invitation while it has not expired, or null. */
  private async liveInvite(manager: EntityManager, eventId: number): Promise<InviteRow | null> {
    const [invite] = (await manager.query(INVITE_OF_EVENT, [eventId])) as InviteRow[];
    if (!invite || fromSqlTimestamp(invite.expires_at).getTime() <= this.clock.now().getTime()) return null;
    return invite;
  }

  private async displayName(manager: EntityManager, memberId: number): Promise<string> {
    const [row] = (await manager.query(DISPLAY_NAME, [memberId])) as Array<{ display_name: string }>;
    return row?.display_name ?? '';
  }
}
