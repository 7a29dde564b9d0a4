import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The unsubscribe list (ARCHITECTURE §4.23): `mail_suppression` holds one row per (recipient, group)
 * that unsubscribed — the SHA-256 of the lower-cased address (`recipient_hash`, hex), never the
 * address, and the group (`receipt` or `notification`). The primary key makes a second unsubscribe
 * change nothing; the outbox and the worker look rows up by that key.
 */
export class MailSuppression1795740000000 implements MigrationInterface {
  name = 'MailSuppression1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_suppression',
        columns: [
          { name: 'recipient_hash', type: 'varchar', length: '64', isPrimary: true, isNullable: false },
          { name: 'mail_group', type: 'varchar', length: '16', isPrimary: true, isNullable: false },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_suppression');
  }
}
