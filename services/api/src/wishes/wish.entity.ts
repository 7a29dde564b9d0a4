import type { LinkType, NeededBy } from '@babynews/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamps';
import { EventEntity } from '../events/event.entity';

/** A 64-bit integer column read as a JS number (MySQL/MariaDB hand `bigint` over as a string). */
const bigintAsNumber = { to: (value: number) => value, from: (value: string | number | null) => (value === null ? 0 : Number(value)) };

/**
 * One item of a news page's gift wish list (spec §3 "Wish item"); table `wish`. Its reservations are
 * `reservation` rows; `reservedQuantity` is their summed units, kept in the same transaction as every
 * reserve and unreserve (ARCHITECTURE §4.22): a wish is fully reserved when it reaches `quantity`.
 */
@Entity('wish')
@Index('idx_wish_event', ['eventId', 'id'])
@Index('idx_wish_image_path', ['imagePath'])
export class WishEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId!: number;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: EventEntity;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  /** http(s) URL of the product page, or ''. */
  @Column({ type: 'varchar', length: 2000 })
  link!: string;

  @Column({ name: 'link_type', type: 'varchar', length: 20 })
  linkType!: LinkType;

  /** Price in KRW, or null. */
  @Column({ type: 'integer', nullable: true })
  price!: number | null;

  /** Storage key of the image (e.g. `wish/12-1700000000000-0a1b2c3d4e5f.webp`), or null. */
  @Column({ name: 'image_path', type: 'varchar', length: 300, nullable: true })
  imagePath!: string | null;

  /** Title read from the link's page (og:title or <title>), filled after the write; null until then. */
  @Column({ name: 'auto_extracted_title', type: 'varchar', length: 255, nullable: true })
  autoExtractedTitle!: string | null;

  /** Stage at which the gift is needed, or null (ARCHITECTURE §4.20). */
  @Column({ name: 'needed_by', type: 'varchar', length: 20, nullable: true })
  neededBy!: NeededBy | null;

  /** Listed first with the '꼭 필요해요' mark. */
  @Column({ name: 'most_wanted', type: 'boolean', default: false })
  mostWanted!: boolean;

  /** Position within its group (smaller first, ties by id); new wishes go last. */
  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  /** Units wanted, 1–99 (ARCHITECTURE §4.22). */
  @Column({ type: 'integer', default: 1 })
  quantity!: number;

  /** Units reserved now = sum of the wish's `reservation.quantity`; never above `quantity`. */
  @Column({ name: 'reserved_quantity', type: 'integer', default: 0 })
  reservedQuantity!: number;

  /** Takes pledges instead of reservations (needs a price). */
  @Column({ name: 'group_gift', type: 'boolean', default: false })
  groupGift!: boolean;

  /** KRW pledged to this group gift (sum of its live pledges; maintained by the pledges module). */
  @Column({ name: 'funded_amount', type: 'bigint', default: 0, transformer: bigintAsNumber })
  fundedAmount!: number;

  /** Number of live pledges to this group gift (maintained by the pledges module). */
  @Column({ name: 'giver_count', type: 'integer', default: 0 })
  giverCount!: number;
}
