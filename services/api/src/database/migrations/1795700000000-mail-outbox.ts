import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The transactional outbox of mail (`mail_outbox`, ARCHITECTURE §4.23): one row per message, unique
 * by its idempotency key; `(status, next_attempt_at)` is the workers' claim index, `(recipient,
 * created_at)` the per-recipient limits' count.
 */
export class MailOutbox1795700000000 implements MigrationInterface {
  name = 'MailOutbox1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'idempotency_key', type: 'varchar', length: '128', isNullable: false },
          { name: 'kind', type: 'varchar', length: '32', isNullable: false },
          { name: 'recipient', type: 'varchar', length: '254', isNullable: false },
          { name: 'data', type: 'text', isNullable: false },
          { name: 'status', type: 'varchar', length: '12', isNullable: false },
          { name: 'attempts', type: 'integer', isNullable: false, default: 0 },
          { name: 'next_attempt_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'lease_until', type: 'datetime', precision: 3, isNullable: true },
          { name: 'last_error', type: 'varchar', length: '64', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'sent_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        uniques: [{ name: 'uq_mail_outbox_key', columnNames: ['idempotency_key'] }],
        indices: [
          { name: 'idx_mail_outbox_due', columnNames: ['status', 'next_attempt_at'] },
          { name: 'idx_mail_outbox_recipient', columnNames: ['recipient', 'created_at'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
