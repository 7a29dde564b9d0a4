import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { TIMESTAMP_COLUMN } from '../database/timestamps';
import { EventEntity } from '../events/event.entity';
import { Member } from '../members/member.entity';

/**
 * A member following someone else's news page (ARCHITECTURE §4.6); table `event_follower`.
 * One row per (event, member); both foreign keys cascade on delete.
 */
@Entity('event_follower')
@Unique('uq_event_follower', ['eventId', 'memberId'])
export class EventFollower {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId!: number;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: EventEntity;

  @Column({ name: 'member_id', type: 'integer' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Member;

  /** When the member followed (UTC). */
  @Column({ ...TIMESTAMP_COLUMN, name: 'created_at' })
  createdAt!: Date;

  /** The circle the member followed through ('FAMILY' | 'FRIENDS'; null = family): my page lists that circle's code (ARCHITECTURE "Two circles"). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  circle!: string | null;
}
