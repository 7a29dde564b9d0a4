import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, linkTypeFromUrl, type PlannedWishOwner, type WishCreateRequest, type WishReorderResponse, type WishUpdateRequest } from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { findOwnedEvent } from '../events/event-ownership';
import { assertBelowPageCap } from '../events/page-cap';
import { NewsChanged } from '../events/news-changed';
import { UploadsService } from '../uploads/uploads.service';
import { WishEntity } from './wish.entity';
import { toWishOwner, type WishRow } from './wish.mapper';
import { WishTitleFiller } from './wish-title.filler';

/** Upload prefix of wish images (spec §7 "Upload paths"). */
export const WISH_IMAGE_PREFIX = 'wish/';

/** One more than the largest `sort_order` of the page's wishes (1 for the first wish). */
async function nextSortOrder(manager: EntityManager, eventId: number): Promise<number> {
  const rows: Array<{ n: number | string | null }> = await manager.query('SELECT MAX(sort_order) AS n FROM `wish` WHERE event_id = ?', [eventId]);
  return Number(rows[0]?.n ?? 0) + 1;
}

/** A wish together with the news page it belongs to. */
export interface WishWithEvent {
  wish: WishEntity;
  eventCode: string;
  ownerId: number;
}

/** The owner's wish list writes (spec §3, §7; ARCHITECTURE §4.10, §4.11). Every write publishes `NewsChanged` for the news page. */
@Injectable()
export class WishesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly newsChanged: NewsChanged,
    private readonly uploads: UploadsService,
    private readonly titles: WishTitleFiller,
  ) {}

  /**
   * `POST /api/wish/create/{eventCode}` → the new wish (owner's shape); its title is fetched afterwards.
   * @throws DomainError `NEWS_NOT_FOUND`, `NOT_OWNER`, `WISH_LIMIT_REACHED` (LIMITS.wishesPerEventMax),
   *   or an `UPLOAD_*` code for a bad `imagePath`.
   */
  async create(memberId: number, eventCode: string, input: WishCreateRequest): Promise<PlannedWishOwner> {
    const event = await findOwnedEvent(this.dataSource.manager, eventCode, memberId);
    const repo = this.dataSource.getRepository(WishEntity);
    const imagePath = input.imagePath ? input.imagePath : null;
    if (imagePath) await this.uploads.assertUploaded(imagePath, WISH_IMAGE_PREFIX, memberId);
    const now = new Date();
    const wish = repo.create({
      eventId: event.id,
      title: input.title,
      description: input.description,
      link: input.link,
      linkType: linkTypeFromUrl(input.link),
      price: input.price ?? null,
      imagePath,
      autoExtractedTitle: null,
      neededBy: input.neededBy ?? null,
      mostWanted: input.mostWanted ?? false,
      sortOrder: input.sortOrder ?? 0,
      createdAt: now,
      updatedAt: now,
    });
    // The cap is checked inside the insert's transaction: parallel creates cannot pass it together (ARCHITECTURE §5).
    const inserted = await this.dataSource.transaction(async (manager) => {
      await assertBelowPageCap(manager, 'wish', event.id, LIMITS.wishesPerEventMax, 'WISH_LIMIT_REACHED');
      // A new wish goes last in its group unless the editor chose a place (ARCHITECTURE §4.20).
      if (input.sortOrder === undefined) wish.sortOrder = await nextSortOrder(manager, event.id);
      return manager.getRepository(WishEntity).insert(wish);
    });
    wish.id = Number(inserted.identifiers[0]?.id ?? wish.id);
    this.newsChanged.publish(event.code);
    this.titles.schedule(wish.id, wish.link, event.code);
    return this.toOwner(wish, null);
  }

  /**
   * `PUT /api/wish/update/{id}` → the updated wish. `imagePath`: null/absent keeps, '' removes, a
   * new path replaces (the old file is discarded); `price` absent keeps. A changed link clears
   * `autoExtractedTitle` and fetches it again.
   * @throws DomainError `WISH_NOT_FOUND`, `NOT_OWNER`, or an `UPLOAD_*` code for a bad `imagePath`.
   */
  async update(memberId: number, wishId: number, input: WishUpdateRequest): Promise<PlannedWishOwner> {
    const { wish, eventCode } = await this.findOwned(memberId, wishId);
    const previousImage = wish.imagePath;
    let imagePath = previousImage;
    if (input.imagePath === '') imagePath = null;
    else if (input.imagePath && input.imagePath !== previousImage) {
      await this.uploads.assertUploaded(input.imagePath, WISH_IMAGE_PREFIX, memberId);
      imagePath = input.imagePath;
    }
    const linkChanged = input.link !== wish.link;
    const changes: Partial<WishEntity> = {
      title: input.title,
      description: input.description,
      link: input.link,
      linkType: linkTypeFromUrl(input.link),
      price: input.price === undefined ? wish.price : input.price,
      imagePath,
      autoExtractedTitle: linkChanged ? null : wish.autoExtractedTitle,
      // Plan fields (ARCHITECTURE §4.20): absent keeps, `neededBy: null` clears the stage.
      neededBy: input.neededBy === undefined ? wish.neededBy : input.neededBy,
      mostWanted: input.mostWanted ?? wish.mostWanted,
      sortOrder: input.sortOrder ?? wish.sortOrder,
      updatedAt: new Date(),
    };
    await this.dataSource.getRepository(WishEntity).update({ id: wish.id }, changes);
    this.newsChanged.publish(eventCode);
    if (previousImage && previousImage !== imagePath) this.uploads.discard(previousImage);
    if (linkChanged) this.titles.schedule(wish.id, input.link, eventCode);
    return this.toOwner({ ...wish, ...changes } as WishEntity, await this.orderStatusOf(wish.id));
  }

  /**
   * `PUT /api/wish/reorder/{eventCode}` `{wishIds}` → `{eventCode, wishIds}`: the listed wishes get
   * `sortOrder` 1, 2, 3… in the given order (the editor sends one group; ARCHITECTURE §4.20), in one
   * transaction. Publishes `NewsChanged`.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403), `WISH_NOT_FOUND` (404) when an id is not a wish of this page.
   */
  async reorder(memberId: number, eventCode: string, wishIds: number[]): Promise<WishReorderResponse> {
    const event = await findOwnedEvent(this.dataSource.manager, eventCode, memberId);
    await this.dataSource.transaction(async (manager) => {
      const marks = wishIds.map(() => '?').join(', ');
      const found: unknown[] = await manager.query(`SELECT id FROM \`wish\` WHERE event_id = ? AND id IN (${marks})`, [event.id, ...wishIds]);
      if (found.length !== wishIds.length) throw new DomainError('WISH_NOT_FOUND');
      for (const [index, id] of wishIds.entries()) {
        await manager.query('UPDATE `wish` SET sort_order = ? WHERE id = ? AND event_id = ?', [index + 1, id, event.id]);
      }
    });
    this.newsChanged.publish(event.code);
    return { eventCode: event.code, wishIds };
  }

  /**
   * `DELETE /api/wish/delete/{id}` → `{id}`; its reservation goes with it (ON DELETE CASCADE).
   * @throws DomainError `WISH_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async remove(memberId: number, wishId: number): Promise<{ id: number }> {
    const { wish, eventCode } = await this.findOwned(memberId, wishId);
    await this.dataSource.getRepository(WishEntity).delete({ id: wish.id });
    this.newsChanged.publish(eventCode);
    this.uploads.discard(wish.imagePath);
    return { id: wish.id };
  }

  /**
   * The wish `wishId` with its news page's code and owner, for a write by `memberId`.
   * @throws DomainError `WISH_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async findOwned(memberId: number, wishId: number): Promise<WishWithEvent> {
    const found = await this.find(wishId);
    if (!found) throw new DomainError('WISH_NOT_FOUND');
    if (found.ownerId !== memberId) throw new DomainError('NOT_OWNER');
    return found;
  }

  /** The wish `wishId` with its news page's code and owner, or null. */
  async find(wishId: number): Promise<WishWithEvent | null> {
    const wish = await this.dataSource.getRepository(WishEntity).findOne({ where: { id: wishId }, relations: { event: true } });
    if (!wish?.event) return null;
    return { wish, eventCode: wish.event.code, ownerId: wish.event.ownerId };
  }

  private async orderStatusOf(wishId: number): Promise<string | null> {
    const rows: Array<{ order_status: string }> = await this.dataSource.query('SELECT order_status FROM `reservation` WHERE wish_id = ?', [wishId]);
    return rows[0]?.order_status ?? null;
  }

  private toOwner(wish: WishEntity, orderStatus: string | null): PlannedWishOwner {
    const row: WishRow = {
      id: wish.id,
      title: wish.title,
      description: wish.description,
      link: wish.link,
      link_type: wish.linkType,
      price: wish.price,
      image_path: wish.imagePath,
      auto_extracted_title: wish.autoExtractedTitle,
      needed_by: wish.neededBy,
      most_wanted: wish.mostWanted,
      sort_order: wish.sortOrder,
      order_status: orderStatus,
    };
    return toWishOwner(row, (key) => this.uploads.imageUrl(key));
  }
}
