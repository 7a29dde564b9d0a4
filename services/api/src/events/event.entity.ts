import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamps';
import { Member } from '../members/member.entity';

/** A news page (spec §3 "Event"); table `event`. One per member (`owner_id` unique, ARCHITECTURE §4.5). */
@Entity('event')
@Index('idx_event_cover_path', ['coverPath'])
@Index('idx_event_cover_variant_path', ['coverVariantPath'])
@Index('idx_event_birth_photo_path', ['birthPhotoPath'])
@Index('idx_event_birth_photo_variant_path', ['birthPhotoVariantPath'])
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

  /**
   * The confirmed co-parent (ARCHITECTURE "Two parents"): a second owner with the creator's rights except
   * deleting the page and removing them; null when there is none. Unique; cleared when that member leaves.
   */
  @Column({ name: 'coparent_id', type: 'integer', nullable: true, unique: true })
  coparentId!: number | null;

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

  /** The owner hid the countdown (ARCHITECTURE "The due date, honestly"); the due date stays. */
  @Column({ name: 'hide_countdown', type: 'boolean', default: false })
  hideCountdown!: boolean;

  /**
   * The cover photo as the member uploaded it (ARCHITECTURE "Cover photo and link card"), a stored key
   * under `wish/`, or null. Kept so the upload sweep and the page's deletion know the file is in use.
   */
  @Column({ name: 'cover_path', type: 'varchar', length: 300, nullable: true })
  coverPath!: string | null;

  /** The WebP the page shows, made from `coverPath` when it was saved (`covers/…`, ≤ 800 px wide, ≤ 80 KB), or null. */
  @Column({ name: 'cover_variant_path', type: 'varchar', length: 300, nullable: true })
  coverVariantPath!: string | null;

  /** Width of the variant in px (null without a cover). */
  @Column({ name: 'cover_width', type: 'integer', nullable: true })
  coverWidth!: number | null;

  /** Height of the variant in px (null without a cover). */
  @Column({ name: 'cover_height', type: 'integer', nullable: true })
  coverHeight!: number | null;

  /** The instant of the announced birth (ARCHITECTURE "Birth announcement"), or null while the page announces none. */
  @Column({ name: 'born_at', type: 'datetime', precision: 3, nullable: true })
  bornAt!: Date | null;

  /** The announced babies as JSON `[{name, weightKg, heightCm}]` (1–3), or null. */
  @Column({ name: 'birth_babies', type: 'text', nullable: true })
  birthBabies!: string | null;

  /** The birth photo as the member uploaded it (`wish/…`), or null; kept so the sweep and deletions know the file is used. */
  @Column({ name: 'birth_photo_path', type: 'varchar', length: 300, nullable: true })
  birthPhotoPath!: string | null;

  /** The WebP of the birth photo the page shows (`covers/…`, made as the cover's: ≤ 800 × 1000 px, ≤ 80 KB), or null. */
  @Column({ name: 'birth_photo_variant_path', type: 'varchar', length: 300, nullable: true })
  birthPhotoVariantPath!: string | null;

  /** The parent's words of the announcement (plain text), or null. */
  @Column({ name: 'birth_message', type: 'text', nullable: true })
  birthMessage!: string | null;

  /** When the page first announced a birth; never cleared, so the announcement mail goes once per page. */
  @Column({ name: 'birth_announced_at', type: 'datetime', precision: 3, nullable: true })
  birthAnnouncedAt!: Date | null;

  /** The 축의금 fund takes pledges (ARCHITECTURE §4.22). */
  @Column({ name: 'fund_enabled', type: 'boolean', default: false })
  fundEnabled!: boolean;

  /** The fund's goal in KRW (only shown, never a cap), or null. */
  @Column({ name: 'fund_goal', type: 'integer', nullable: true })
  fundGoal!: number | null;

  /** How to send the money (bank account, 송금 link); only a pledger and the owner read it. */
  @Column({ name: 'fund_transfer_guide', type: 'varchar', length: 500, nullable: true })
  fundTransferGuide!: string | null;

  /**
   * Sum of the live fund pledges in KRW. Written only by the pledge statements (`insert`/`update`
   * false: saving the page never writes back a stale copy of the counter).
   */
  @Column({
    name: 'fund_pledged_amount',
    type: 'bigint',
    default: 0,
    insert: false,
    update: false,
    transformer: { to: (v: unknown) => v, from: (v: unknown) => Number(v ?? 0) },
  })
  fundPledgedAmount!: number;

  /** Number of live fund pledges; written only by the pledge statements. */
  @Column({ name: 'fund_giver_count', type: 'integer', default: 0, insert: false, update: false })
  fundGiverCount!: number;

  /**
   * The friends' share code (ARCHITECTURE "Two circles"), as random as `code`; null until the owner first sets
   * the friends circle up. Kept while the circle is closed, so reopening brings the same links back.
   */
  @Index('uq_event_friends_code', { unique: true })
  @Column({ name: 'friends_code', type: 'varchar', length: 32, nullable: true })
  friendsCode!: string | null;

  /** The friends code answers (from `friendsOpenAt` on, when set). */
  @Column({ name: 'friends_open', type: 'boolean', default: false })
  friendsOpen!: boolean;

  /** The day `YYYY-MM-DD` the friends circle opens at 00:00 Asia/Seoul, or null = at once. */
  @Column({ name: 'friends_open_at', type: 'varchar', length: 10, nullable: true })
  friendsOpenAt!: string | null;

  /** What friends see instead of the address: the parent's way to send gifts (plain text, ≤ 200 characters), or null. */
  @Column({ name: 'address_note', type: 'varchar', length: 200, nullable: true })
  addressNote!: string | null;
}
