import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamps';
import { EventEntity } from '../events/event.entity';

/**
 * One entry of a news page's congratulations guestbook (ARCHITECTURE "Guestbook"); table `guestbook_entry`.
 * A relative's name and message, kept as the plain text they typed (trimmed; never markup), with the keyed
 * hash of the 4-digit PIN that deletes it and the version of the relatives' notice agreed to. The row goes
 * with its page (foreign key, ON DELETE CASCADE; `deleteWithDependents` finds it), with its relative's PIN,
 * its owner, or the daily retention round.
 */
@Entity('guestbook_entry')
@Index('idx_guestbook_entry_event_created', ['eventId', 'createdAt'])
export class GuestbookEntryEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Random unguessable id of the entry (16 random bytes, base64url: 22 characters): the answers' `entryId`. */
  @Column({ name: 'public_id', type: 'varchar', length: 32, unique: true })
  publicId!: string;

  @Column({ name: 'event_id', type: 'integer' })
  eventId!: number;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: EventEntity;

  /** As typed, trimmed (1–50 characters). */
  @Column({ type: 'varchar', length: 50 })
  name!: string;

  /** As typed, trimmed (1–300 characters); plain text, returned as it is. */
  @Column({ type: 'varchar', length: 300 })
  message!: string;

  /** Keyed hash of the 4-digit PIN (`PinHashes.forRow('guestbook', …)`); the PIN itself is never stored. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  /** The page's owner hid the entry from the public read. */
  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  /** Version of the relatives' notice agreed to (RELATIVE_NOTICE_VERSION, ARCHITECTURE §4.24); the time is `createdAt`. */
  @Column({ name: 'privacy_consent_version', type: 'varchar', length: 20, nullable: true })
  privacyConsentVersion!: string | null;
}
