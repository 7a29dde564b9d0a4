import type { OrderStatus } from '@babynews/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP_COLUMN, Timestamped } from '../database/timestamps';
import { WishEntity } from '../wishes/wish.entity';

/**
 * A reservation of `quantity` units of one wish (spec §3 "Reservation input", ARCHITECTURE §4.7–4.8,
 * §4.22); table `reservation`. A wish may have several (a quantity-1 wish at most one): the counter
 * `wish.reserved_quantity`, raised by a conditional UPDATE in the INSERT's transaction, keeps their
 * units within the wish's quantity. `publicId` is the unguessable `reservationId` of the API.
 */
@Entity('reservation')
@Index('idx_reservation_wish', ['wishId'])
@Index('uq_reservation_public_id', ['publicId'], { unique: true })
export class ReservationEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'wish_id', type: 'integer' })
  wishId!: number;

  @ManyToOne(() => WishEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'wish_id' })
  wish?: WishEntity;

  @Column({ name: 'reserved_name', type: 'varchar', length: 50 })
  reservedName!: string;

  /** Phone number or e-mail as typed (trimmed). */
  @Column({ name: 'reserved_email', type: 'varchar', length: 100 })
  reservedEmail!: string;

  /** Where the receipt went (lower-cased), if the reserver asked for one: the PIN reset link goes there (ARCHITECTURE §4.23). */
  @Column({ name: 'receipt_email', type: 'varchar', length: 254, nullable: true })
  receiptEmail!: string | null;

  /** Keyed hash of the 4-digit PIN (`pin1$…`, ARCHITECTURE §4.7; argon2id for reservations made before it); the PIN itself is never stored. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ name: 'order_status', type: 'varchar', length: 20 })
  orderStatus!: OrderStatus;

  /** The owner has thanked the reserver (thank-you tracker, ARCHITECTURE §4.20). */
  @Column({ type: 'boolean', default: false })
  thanked!: boolean;

  /** Units of the wish this reservation takes (1–99). */
  @Column({ type: 'integer', default: 1 })
  quantity!: number;

  /** The API's `reservationId`: 16 random bytes, base64url (ARCHITECTURE §4.22). */
  @Column({ name: 'public_id', type: 'varchar', length: 32 })
  publicId!: string;

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
