import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type EventSummary, type Follower, type FollowerRemovedResponse, type FollowState } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { isForeignKeyViolation, isUniqueViolation } from '../database/db-errors';
import { EventEntity } from '../events/event.entity';
import { EventCircles } from '../events/event-circles.service';
import { EventsService } from '../events/events.service';
import { Member } from '../members/member.entity';
import { EventFollower } from './event-follower.entity';
import { isPageOwner } from '../common/page-owner';

/** A followed news page as my page lists it (ARCHITECTURE §4.6). */
export type FollowedEvent = EventSummary & { displayName: string };

/**
 * Followers of news pages (ARCHITECTURE §4.6): follow/unfollow (idempotent), the owner's list and
 * removal, and the pages a member follows. Follow state never enters the cached public read.
 */
@Injectable()
export class FollowersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly circles: EventCircles,
  ) {}

  /**
   * `memberId` follows the news page `code` (either circle's; the follow keeps the circle, so my page lists the
   * code the member came with, ARCHITECTURE "Two circles"); following twice changes nothing → `{code, isFollowing: true}`
   * with the code asked with.
   * @throws DomainError `NEWS_NOT_FOUND` (404) unknown code; `CANNOT_FOLLOW_OWN` (400) for the owner.
   */
  async follow(code: string, memberId: number): Promise<FollowState> {
    const page = await this.circles.open(code);
    const event = await this.events.findByCode(page.familyCode);
    if (isPageOwner(event, memberId)) throw new DomainError('CANNOT_FOLLOW_OWN');
    const repo = this.dataSource.getRepository(EventFollower);
    if (!(await repo.existsBy({ eventId: event.id, memberId }))) {
      try {
        await repo.insert({ eventId: event.id, memberId, createdAt: new Date(), circle: page.circle });
      } catch (err) {
        if (isUniqueViolation(err)) return { code, isFollowing: true };
        if (isForeignKeyViolation(err)) throw new DomainError('NEWS_NOT_FOUND');
        throw err;
      }
    }
    return { code, isFollowing: true };
  }

  /**
   * `memberId` stops following `code` (nothing happens when they did not follow) → `{code, isFollowing: false}`.
   * @throws DomainError `NEWS_NOT_FOUND` (404) unknown code.
   */
  async unfollow(code: string, memberId: number): Promise<FollowState> {
    const page = await this.circles.open(code);
    await this.dataSource.getRepository(EventFollower).delete({ eventId: page.eventId, memberId });
    return { code, isFollowing: false };
  }

  /**
   * The owner removes `username` from the followers of `code` → the followers left.
   * @throws DomainError `NEWS_NOT_FOUND` (404) unknown code, `FOLLOWER_NOT_FOUND` (404) not a follower; `NOT_OWNER` (403) not the owner.
   */
  async remove(code: string, ownerId: number, username: string): Promise<FollowerRemovedResponse> {
    const event = await this.events.findOwned(code, ownerId);
    const member = username.length <= 50 ? await this.dataSource.getRepository(Member).findOne({ select: { id: true }, where: { username } }) : null;
    const result = member ? await this.dataSource.getRepository(EventFollower).delete({ eventId: event.id, memberId: member.id }) : null;
    if (!result?.affected) throw new DomainError('FOLLOWER_NOT_FOUND');
    return { code: event.code, username, followers: await this.listByCode(event.code) };
  }

  /** Followers of the news page `code` (username, displayName), oldest first; [] for an unknown code. */
  async listByCode(code: string): Promise<Follower[]> {
    const rows: Array<{ username: string; displayName: string }> = await this.dataSource
      .createQueryBuilder(EventFollower, 'f')
      .innerJoin(EventEntity, 'e', 'e.id = f.eventId')
      .innerJoin(Member, 'm', 'm.id = f.memberId')
      .select('m.username', 'username')
      .addSelect('m.displayName', 'displayName')
      .where('e.code = :code', { code })
      .orderBy('f.createdAt', 'ASC')
      .addOrderBy('f.id', 'ASC')
      .getRawMany();
    return rows.map((r) => ({ username: r.username, displayName: r.displayName }));
  }

  /** Whether `memberId` follows the news page `code` (either circle's code). */
  async isFollowing(code: string, memberId: number): Promise<boolean> {
    const found = await this.dataSource
      .createQueryBuilder(EventFollower, 'f')
      .innerJoin(EventEntity, 'e', 'e.id = f.eventId')
      .where('(e.code = :code OR e.friendsCode = :code) AND f.memberId = :memberId', { code, memberId })
      .getExists();
    return found;
  }

  /**
   * News pages `memberId` follows, most recently followed first, with the host's display name; each with the
   * code of the circle the member followed through (a friend never sees the family code, ARCHITECTURE "Two circles").
   */
  async followingOf(memberId: number): Promise<FollowedEvent[]> {
    const rows: Array<Record<string, string>> = await this.dataSource
      .createQueryBuilder(EventFollower, 'f')
      .innerJoin(EventEntity, 'e', 'e.id = f.eventId')
      .innerJoin(Member, 'm', 'm.id = e.ownerId')
      .select('e.code', 'code')
      .addSelect('e.friendsCode', 'friendsCode')
      .addSelect('f.circle', 'circle')
      .addSelect('e.title', 'title')
      .addSelect('e.description', 'description')
      .addSelect('m.displayName', 'displayName')
      .where('f.memberId = :memberId', { memberId })
      .orderBy('f.createdAt', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .getRawMany();
    return rows.map((r) => ({
      code: r.circle === 'FRIENDS' && r.friendsCode ? r.friendsCode : r.code!,
      title: r.title!,
      description: r.description!,
      displayName: r.displayName!,
    }));
  }
}
