import type { LinkType, NeededBy } from '@babynews/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamps';
import { EventEntity } from '../events/event.entity';

/**
 * One item of a news page's gift wish list (spec §3 "Wish item"); table `wish`. Whether it is
 * reserved is not stored here: a wish is reserved exactly when a `reservation` row exists for it.
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
}
