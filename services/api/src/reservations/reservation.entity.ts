import type { OrderStatus } from '@babynews/contracts';
import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamps';
import { WishEntity } from '../wishes/wish.entity';

/**
 * The reservation of one wish (spec §3 "Reservation input", ARCHITECTURE §4.7–4.8); table `reservation`.
 * `wish_id` is unique: the database lets exactly one reservation per wish exist.
 */
@Entity('reservation')
export class ReservationEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'wish_id', type: 'integer', unique: true })
  wishId!: number;

  @OneToOne(() => WishEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'wish_id' })
  wish?: WishEntity;

  @Column({ name: 'reserved_name', type: 'varchar', length: 50 })
  reservedName!: string;

  /** Phone number or e-mail as typed (trimmed). */
  @Column({ name: 'reserved_email', type: 'varchar', length: 100 })
  reservedEmail!: string;

  /** Keyed hash of the 4-digit PIN (`pin1$…`, ARCHITECTURE §4.7; argon2id for reservations made before it); the PIN itself is never stored. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ name: 'order_status', type: 'varchar', length: 20 })
  orderStatus!: OrderStatus;

  /** The owner has thanked the reserver (thank-you tracker, ARCHITECTURE §4.20). */
  @Column({ type: 'boolean', default: false })
  thanked!: boolean;
}
