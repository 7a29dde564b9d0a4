import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Notifications to page owners (ARCHITECTURE §4.23):
 * - `notification_setting`: a member's chosen mode (`OFF` | `EACH` | `DAILY`); no row = `DAILY`.
 * - `notification_event`: one row per reservation, cancellation, pledge or quiz answer on a member's
 *   page, written in the change's transaction; `mail_key` is the idempotency key of the mail that carried
 *   it (`activityNotice:…` at once, or `activityDigest:{memberId}:{day}`), null while a digest is due.
 *   `(member_id, mail_key, created_at)` is the digest's claim index; rows go a week after they were made.
 * Both reference `member` and `event` with ON DELETE CASCADE, so a withdrawal or a page deletion
 * takes them along.
 */
export class Notifications1795730000000 implements MigrationInterface {
  name = 'Notifications1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notification_setting',
        columns: [
          { name: 'member_id', type: 'integer', isPrimary: true },
          { name: 'mode', type: 'varchar', length: '8', isNullable: false },
          { name: 'updated_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        foreignKeys: [
          {
            name: 'fk_notification_setting_member',
            columnNames: ['member_id'],
            referencedTableName: 'member',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_event',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'member_id', type: 'integer', isNullable: false },
          { name: 'event_id', type: 'integer', isNullable: false },
          { name: 'kind', type: 'varchar', length: '16', isNullable: false },
          { name: 'subject', type: 'varchar', length: '200', isNullable: false },
          { name: 'relative_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'mail_key', type: 'varchar', length: '128', isNullable: true },
        ],
        indices: [
          { name: 'idx_notification_event_claim', columnNames: ['member_id', 'mail_key', 'created_at'] },
          { name: 'idx_notification_event_due', columnNames: ['mail_key', 'created_at'] },
        ],
        foreignKeys: [
          {
            name: 'fk_notification_event_member',
            columnNames: ['member_id'],
            referencedTableName: 'member',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          { name: 'fk_notification_event_event', columnNames: ['event_id'], referencedTableName: 'event', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notification_event');
    await queryRunner.dropTable('notification_setting');
  }
}
