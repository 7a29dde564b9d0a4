import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamps';
import { Member } from '../members/member.entity';

/** A news page (spec §3 "Event"); table `event`. One per member (`owner_id` unique, ARCHITECTURE §4.5). */
@Entity('event')
export class EventEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Random URL-safe share code (lower-case letters and digits). */
  @Column({ type: 'varchar', length: 32, unique: true })
  code!: string;

  @Column({ name: 'owner_id', type: 'integer', unique: true })
  ownerId!: number;

  @OneToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Member;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'varchar', length: 1000 })
  description!: string;

  @Column({ name: 'post_code', type: 'varchar', length: 10 })
  postCode!: string;

  @Column({ type: 'varchar', length: 200 })
  address!: string;

  @Column({ name: 'detail_address', type: 'varchar', length: 200 })
  detailAddress!: string;

  /** Due date `YYYY-MM-DD` (Asia/Seoul), or null (ARCHITECTURE §4.20). */
  @Column({ name: 'due_date', type: 'varchar', length: 10, nullable: true })
  dueDate!: string | null;

  /** While on and before the reveal day, owner-side answers never name who reserved (ARCHITECTURE §4.20). */
  @Column({ name: 'surprise_mode', type: 'boolean', default: false })
  surpriseMode!: boolean;

  /** Reveal day `YYYY-MM-DD` (Asia/Seoul), or null = the due date. */
  @Column({ name: 'reveal_at', type: 'varchar', length: 10, nullable: true })
  revealAt!: string | null;
}
