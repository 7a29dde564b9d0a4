import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  GIFT_MSG,
  LIMITS,
  linkTypeFromUrl,
  type PlannedWishOwner,
  type WishCreateRequest,
  type WishReorderResponse,
  type WishUpdateRequest,
} from '@babynews/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { EventChanged } from '../events/event-changed.service';
import { EventsService } from '../events/events.service';
import { ReservationEntity } from '../reservations/reservation.entity';
import { UploadsService } from '../uploads/uploads.service';
import { loadWishesStillWanted, loadWishLists, type WishesStillWanted, type WishLists } from './wish-list.read';
import { WishEntity } from './wish.entity';
import { toWishOwner, type WishRow } from './wish.mapper';
import { WishTitleFiller } from './wish-title.filler';
import { isPageOwner } from '../common/page-owner';

/** Upload prefix of wish images (spec §7 "Upload paths"). */
export const WISH_IMAGE_PREFIX = 'wish/';

/** One more than the largest `sort_order` of the page's wishes (1 for the first wish). */
async function nextSortOrder(manager: EntityManager, eventId: number): Promise<number> {
  const rows: Array<{ n: number | string | null }> = await manager.query('SELECT MAX(sort_order) AS n FROM `wish` WHERE event_id = ?', [eventId]);
  return Number(rows[0]?.n ?? 0) + 1;
}

/**
 * The gift rules of a wish update (ARCHITECTURE §4.22) against the wish's counters `wish`:
 * @throws DomainError `WISH_QUANTITY_BELOW_RESERVED` (409, `GIFT_MSG.quantityBelowReserved(n)`) when
 *   `quantity` is below the reserved units; `WISH_GIFT_MODE_LOCKED` (409) when the group-gift mode
 *   changes while the wish has reservations or pledges.
 */
function assertGiftChange(wish: Pick<WishEntity, 'reservedQuantity' | 'giverCount'>, quantity: number, modeChanged: boolean): void {
  if (modeChanged && (wish.reservedQuantity > 0 || wish.giverCount > 0)) throw new DomainError('WISH_GIFT_MODE_LOCKED');
  if (quantity < wish.reservedQuantity) {
    throw new DomainError('WISH_QUANTITY_BELOW_RESERVED', { message: GIFT_MSG.quantityBelowReserved(wish.reservedQuantity) });
  }
}

/** A wish together with the news page it belongs to. */
export interface WishWithEvent {
  wish: WishEntity;
  eventCode: string;
  ownerId: number;
  /** The page's confirmed co-parent, or null (ARCHITECTURE "Two parents"). */
  coparentId: number | null;
}

/** The owner's wish list writes (spec §3, §7; ARCHITECTURE §4.10, §4.11). Every write publishes `EventChanged` for the news page. */
@Injectable()
export class WishesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly uploads: UploadsService,
    private readonly titles: WishTitleFiller,
    private readonly events: EventsService,
  ) {}

  /** The two wish lists of the news page `eventId` for its read (`loadWishLists`: public and owner's, display order, full image URLs). */
  listsOf(eventId: number): Promise<WishLists> {
    return loadWishLists(this.dataSource, eventId, (key) => this.uploads.imageUrl(key));
  }

  /** How many wishes the page `eventId` has and which still want something, for its owner's summary (`loadWishesStillWanted`). */
  stillWantedOf(eventId: number): Promise<WishesStillWanted> {
    return loadWishesStillWanted(this.dataSource, eventId);
  }

  /**
   * `POST /api/wish/create/{eventCode}` → the new wish (owner's shape); its title is fetched afterwards.
   * @throws DomainError `NEWS_NOT_FOUND`, `NOT_OWNER`, `WISH_LIMIT_REACHED` (LIMITS.wishesPerEventMax),
   *   or an `UPLOAD_*` code for a bad `imagePath`.
   */
  async create(memberId: number, eventCode: string, input: WishCreateRequest): Promise<PlannedWishOwner> {
    const event = await this.events.findOwned(eventCode, memberId);
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
      // Gift fields (ARCHITECTURE §4.22); the schema checked that a group gift has a price.
      quantity: input.quantity ?? 1,
      reservedQuantity: 0,
      groupGift: input.groupGift ?? false,
      fundedAmount: 0,
      giverCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    // The cap is checked inside the insert's transaction: parallel creates cannot pass it together (ARCHITECTURE §5).
    const inserted = await this.dataSource.transaction(async (manager) => {
      await this.events.assertBelowPageCap(manager, 'wish', event.id, LIMITS.wishesPerEventMax, 'WISH_LIMIT_REACHED');
      // A new wish goes last in its group unless the editor chose a place (ARCHITECTURE §4.20).
      if (input.sortOrder === undefined) wish.sortOrder = await nextSortOrder(manager, event.id);
      return manager.getRepository(WishEntity).insert(wish);
    });
    wish.id = Number(inserted.identifiers[0]?.id ?? wish.id);
    this.eventChanged.publish(event.code);
    this.titles.schedule(wish.id, wish.link, event.code);
    return this.toOwner(wish, null);
  }

  /**
   * `PUT /api/wish/update/{id}` → the updated wish. `imagePath`: null/absent keeps, '' removes, a
   * new path replaces (the old file is discarded); `price`, `quantity` and `groupGift` absent keep. A
   * changed link clears `autoExtractedTitle` and fetches it again.
   * Gift rules (ARCHITECTURE §4.22), checked by the UPDATE's own conditions so a reserve or pledge racing
   * with it cannot slip through: `quantity` not below the units reserved; `groupGift` switched only while
   * the wish has no reservation and no pledge; a group gift keeps a price (the stored one counts).
   * @throws DomainError `WISH_NOT_FOUND`, `NOT_OWNER`, an `UPLOAD_*` code for a bad `imagePath`;
   *   `VALIDATION_FAILED` (400, `GIFT_MSG.groupGiftNeedsPrice`); 409 `WISH_QUANTITY_BELOW_RESERVED`
   *   (`GIFT_MSG.quantityBelowReserved(n)`), `WISH_GIFT_MODE_LOCKED`.
   */
  async update(memberId: number, wishId: number, input: WishUpdateRequest, attempt = 1): Promise<PlannedWishOwner> {
    const { wish, eventCode } = await this.findOwned(memberId, wishId);
    const price = input.price === undefined ? wish.price : input.price;
    const quantity = input.quantity ?? wish.quantity;
    const groupGift = input.groupGift ?? wish.groupGift;
    const modeChanged = groupGift !== wish.groupGift;
    if (groupGift && !(typeof price === 'number' && price > 0)) throw new DomainError('VALIDATION_FAILED', { message: GIFT_MSG.groupGiftNeedsPrice });
    assertGiftChange(wish, quantity, modeChanged);
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
      price,
      imagePath,
      autoExtractedTitle: linkChanged ? null : wish.autoExtractedTitle,
      // Plan fields (ARCHITECTURE §4.20): absent keeps, `neededBy: null` clears the stage.
      neededBy: input.neededBy === undefined ? wish.neededBy : input.neededBy,
      mostWanted: input.mostWanted ?? wish.mostWanted,
      sortOrder: input.sortOrder ?? wish.sortOrder,
      quantity,
      groupGift,
      updatedAt: new Date(),
    };
    const update = this.dataSource
      .createQueryBuilder()
      .update(WishEntity)
      .set(changes)
      .where('id = :id', { id: wish.id })
      .andWhere('reserved_quantity <= :quantity', { quantity });
    if (modeChanged) update.andWhere('reserved_quantity = 0 AND giver_count = 0');
    if (!(await update.execute()).affected) {
      // A reserve or pledge came first: answer with the counters as they are now.
      const now = await this.dataSource.getRepository(WishEntity).findOneBy({ id: wish.id });
      if (!now) throw new DomainError('WISH_NOT_FOUND');
      assertGiftChange(now, quantity, modeChanged);
      // Units were freed in between: the rules hold now, so try again (twice at most).
      if (attempt < 3) return this.update(memberId, wishId, input, attempt + 1);
      throw new DomainError(modeChanged ? 'WISH_GIFT_MODE_LOCKED' : 'WISH_QUANTITY_BELOW_RESERVED');
    }
    this.eventChanged.publish(eventCode);
    if (previousImage && previousImage !== imagePath) this.uploads.discard(previousImage);
    if (linkChanged) this.titles.schedule(wish.id, input.link, eventCode);
    const stored = (await this.dataSource.getRepository(WishEntity).findOneBy({ id: wish.id })) ?? ({ ...wish, ...changes } as WishEntity);
    return this.toOwner(stored, await this.orderStatusOf(wish.id));
  }

  /**
   * `PUT /api/wish/reorder/{eventCode}` `{wishIds}` → `{eventCode, wishIds}`: the listed wishes get
   * `sortOrder` 1, 2, 3… in the given order (the editor sends one group; ARCHITECTURE §4.20), in one
   * transaction. Publishes `EventChanged`.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403), `WISH_NOT_FOUND` (404) when an id is not a wish of this page.
   */
  async reorder(memberId: number, eventCode: string, wishIds: number[]): Promise<WishReorderResponse> {
    const event = await this.events.findOwned(eventCode, memberId);
    await this.dataSource.transaction(async (manager) => {
      const found = await manager.countBy(WishEntity, { eventId: event.id, id: In(wishIds) });
      if (found !== wishIds.length) throw new DomainError('WISH_NOT_FOUND');
      for (const [index, id] of wishIds.entries()) {
        await manager.update(WishEntity, { id, eventId: event.id }, { sortOrder: index + 1 });
      }
    });
    this.eventChanged.publish(event.code);
    return { eventCode: event.code, wishIds };
  }

  /**
   * `DELETE /api/wish/delete/{id}` → `{id}`; its reservation goes with it (ON DELETE CASCADE).
   * @throws DomainError `WISH_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async remove(memberId: number, wishId: number): Promise<{ id: number }> {
    const { wish, eventCode } = await this.findOwned(memberId, wishId);
    await this.dataSource.getRepository(WishEntity).delete({ id: wish.id });
    this.eventChanged.publish(eventCode);
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
    if (!isPageOwner(found, memberId)) throw new DomainError('NOT_OWNER');
    return found;
  }

  /** The wish `wishId` with its news page's code and owner, or null. */
  async find(wishId: number): Promise<WishWithEvent | null> {
    const wish = await this.dataSource.getRepository(WishEntity).findOne({ where: { id: wishId }, relations: { event: true } });
    if (!wish?.event) return null;
    return { wish, eventCode: wish.event.code, ownerId: wish.event.ownerId, coparentId: wish.event.coparentId };
  }

  /** Order status of the wish's first reservation, or null when it has none. */
  private async orderStatusOf(wishId: number): Promise<string | null> {
    const first = await this.dataSource
      .getRepository(ReservationEntity)
      .findOne({ select: { id: true, orderStatus: true }, where: { wishId }, order: { id: 'ASC' } });
    return first?.orderStatus ?? null;
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
      quantity: wish.quantity,
      reserved_quantity: wish.reservedQuantity,
      group_gift: wish.groupGift,
      funded_amount: wish.fundedAmount,
      giver_count: wish.giverCount,
      order_status: orderStatus,
    };
    return toWishOwner(row, (key) => this.uploads.imageUrl(key));
  }
}
