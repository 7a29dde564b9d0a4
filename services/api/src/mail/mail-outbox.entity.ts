import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP_COLUMN } from '../database/timestamps';

/** Where an outbox row stands (ARCHITECTURE §4.23). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'suppressed';

/**
 * One message of the transactional outbox (table `mail_outbox`, ARCHITECTURE §4.23): written in the
 * transaction of the change that causes it, delivered later by a `MailWorker`. `idempotencyKey` is
 * unique (a change that is retried enqueues its message once); `data` is the JSON the template of
 * `kind` renders; `leaseUntil` bounds a claim, after which another worker takes the row again.
 * `recipient` and `data` are emptied 30 days after sending.
 */
@Entity('mail_outbox')
@Index('uq_mail_outbox_key', ['idempotencyKey'], { unique: true })
@Index('idx_mail_outbox_due', ['status', 'nextAttemptAt'])
@Index('idx_mail_outbox_recipient', ['recipient', 'createdAt'])
export class MailOutboxEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 128 })
  idempotencyKey!: string;

  @Column({ type: 'varchar', length: 32 })
  kind!: string;

  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ type: 'text' })
  data!: string;

  @Column({ type: 'varchar', length: 12 })
  status!: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ ...TIMESTAMP_COLUMN, name: 'next_attempt_at' })
  nextAttemptAt!: Date;

  @Column({ ...TIMESTAMP_COLUMN, name: 'lease_until', nullable: true })
  leaseUntil!: Date | null;

  /** Why the last try failed: an error code or SMTP status, never an address or a message body. */
  @Column({ name: 'last_error', type: 'varchar', length: 64, nullable: true })
  lastError!: string | null;

  @Column({ ...TIMESTAMP_COLUMN, name: 'created_at' })
  createdAt!: Date;

  @Column({ ...TIMESTAMP_COLUMN, name: 'sent_at', nullable: true })
  sentAt!: Date | null;
}
