import type { PledgeKind } from '@babynews/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP_COLUMN, Timestamped } from '../database/timestamps';
import { EventEntity } from '../events/event.entity';
import { WishEntity } from '../wishes/wish.entity';

/**
 * One pledge (ARCHITECTURE §4.22); table `pledge`: a promise of `amount` KRW to a group-gift wish
 * (`kind` GROUP_GIFT, `wishId` set) or to the news page's 축의금 fund (`kind` FUND, `wishId` null).
 * No payment is processed. The counters of the target (`wish.funded_amount`/`giver_count` or
 * `event.fund_pledged_amount`/`fund_giver_count`) change in the same transaction as the row.
 */
@Entity('pledge')
@Index('idx_pledge_event_created', ['eventId', 'createdAt'])
@Index('idx_pledge_wish', ['wishId'])
export class PledgeEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Random unguessable id of the pledge page (16 random bytes, base64url: 22 characters). */
  @Column({ name: 'public_id', type: 'varchar', length: 32, unique: true })
  publicId!: string;

  @Column({ name: 'event_id', type: 'integer' })
  eventId!: number;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: EventEntity;

  /** The group gift, or null for a fund pledge. */
  @Column({ name: 'wish_id', type: 'integer', nullable: true })
  wishId!: number | null;

  @ManyToOne(() => WishEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'wish_id' })
  wish?: WishEntity | null;

  @Column({ type: 'varchar', length: 20 })
  kind!: PledgeKind;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  /** Phone number or e-mail as typed (trimmed). */
  @Column({ type: 'varchar', length: 100 })
  contact!: string;

  /** Where the receipt went (lower-cased), if the pledger asked for one (ARCHITECTURE §4.23). */
  @Column({ name: 'receipt_email', type: 'varchar', length: 254, nullable: true })
  receiptEmail!: string | null;

  /** KRW, 1,000 … 1,000,000,000. */
  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  message!: string;

  /** Keyed hash of the 4-digit PIN (`pledgePinHash`); the PIN itself is never stored. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  /** The owner marked the money received; the pledger can no longer cancel. */
  @Column({ type: 'boolean', default: false })
  received!: boolean;

  /** Version of the relatives' notice agreed to (RELATIVE_NOTICE_VERSION, ARCHITECTURE §4.24); null before consent was asked. */
  @Column({ name: 'privacy_consent_version', type: 'varchar', length: 20, nullable: true })
  privacyConsentVersion!: string | null;

  /** When the name and contact were replaced by '선물한 분 N' (retention or the relative's erase, ARCHITECTURE §4.24). */
  @Column({ ...TIMESTAMP_COLUMN, name: 'anonymized_at', nullable: true })
  anonymizedAt!: Date | null;

  /** The relative ticked '아기 탄생 소식 받기': the birth announcement goes to `receiptEmail` (ARCHITECTURE "Birth announcement"). */
  @Column({ name: 'birth_news', type: 'boolean', default: false })
  birthNews!: boolean;

  /** When the parent's thank-you note was enqueued, or null; one per row (ARCHITECTURE "Thank-you notes"). */
  @Column({ ...TIMESTAMP_COLUMN, name: 'thank_you_at', nullable: true })
  thankYouAt!: Date | null;

  /** The circle it was made in ('FAMILY' | 'FRIENDS'; null on older rows = family; ARCHITECTURE "Two circles"). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  circle!: string | null;

  /** The share code it was made under: its own calls accept it after a rotation (null on older rows). */
  @Column({ name: 'circle_code', type: 'varchar', length: 32, nullable: true })
  circleCode!: string | null;
}
