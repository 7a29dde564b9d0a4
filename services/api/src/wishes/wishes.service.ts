import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, linkTypeFromUrl, type WishCreateRequest, type WishOwner, type WishUpdateRequest } from '@babynews/contracts';
import { DataSource } from 'typeorm';
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
  async create(memberId: number, eventCode: string, input: WishCreateRequest): Promise<WishOwner> {
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
      createdAt: now,
      updatedAt: now,
    });
    // The cap is checked inside the insert's transaction: parallel creates cannot pass it together (ARCHITECTURE §5).
    const inserted = await this.dataSource.transaction(async (manager) => {
      await assertBelowPageCap(manager, 'wish', event.id, LIMITS.wishesPerEventMax, 'WISH_LIMIT_REACHED');
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
  async update(memberId: number, wishId: number, input: WishUpdateRequest): Promise<WishOwner> {
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
      updatedAt: new Date(),
    };
    await this.dataSource.getRepository(WishEntity).update({ id: wish.id }, changes);
    this.newsChanged.publish(eventCode);
    if (previousImage && previousImage !== imagePath) this.uploads.discard(previousImage);
    if (linkChanged) this.titles.schedule(wish.id, input.link, eventCode);
    return this.toOwner({ ...wish, ...changes } as WishEntity, await this.orderStatusOf(wish.id));
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

  private toOwner(wish: WishEntity, orderStatus: string | null): WishOwner {
    const row: WishRow = {
      id: wish.id,
      title: wish.title,
      description: wish.description,
      link: wish.link,
      link_type: wish.linkType,
      price: wish.price,
      image_path: wish.imagePath,
      auto_extracted_title: wish.autoExtractedTitle,
      order_status: orderStatus,
    };
    return toWishOwner(row, (key) => this.uploads.imageUrl(key));
  }
}
