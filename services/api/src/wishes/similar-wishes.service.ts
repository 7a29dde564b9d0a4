import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SimilarQuery, SimilarWishesResponse } from '@babynews/contracts';
import { DataSource, Not } from 'typeorm';
import { EventsService } from '../events/events.service';
import { similarWishes } from './similarity';
import { WishEntity } from './wish.entity';

/**
 * The wish editor's near-duplicate check (ARCHITECTURE §4.22): the page's wishes that look
 * like the one about to be saved. The rules (same link, same product behind another store's or a tracked
 * URL, same normalised title) live in `./similarity.ts` (`similarWishes`): server-only, so no browser bundle carries them.
 * Reads only; the parent may still save.
 */
@Injectable()
export class SimilarWishesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsService,
  ) {}

  /**
   * `GET /api/wish/similar/{eventCode}?title=&link=&excludeWishId=` → `{candidates: [{wishId, title, link,
   * reason}]}`, reason `SAME_LINK` | `SAME_PRODUCT` | `SAME_TITLE`, strongest first, one entry per wish.
   * `excludeWishId` (the wish being edited) is left out; an id of another page changes nothing. Empty
   * `title` and `link` → no candidates (one ownership query, no wish query).
   * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown code, `NOT_OWNER` (403) for another member's page.
   */
  async find(memberId: number, eventCode: string, query: SimilarQuery): Promise<SimilarWishesResponse> {
    const event = await this.events.findOwned(eventCode, memberId);
    if (query.title === '' && query.link === '') return { candidates: [] };
    const rows = await this.dataSource.getRepository(WishEntity).find({
      select: { id: true, title: true, link: true },
      where: { eventId: event.id, id: Not(query.excludeWishId ?? 0) },
      order: { id: 'ASC' },
    });
    const existing = rows.map((row) => ({ id: row.id, title: row.title, link: row.link }));
    return { candidates: similarWishes({ title: query.title, link: query.link }, existing) };
  }
}
