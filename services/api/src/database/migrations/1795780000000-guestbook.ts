import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The congratulations guestbook (ARCHITECTURE "Guestbook"): `guestbook_entry`, one relative's name and
 * message on a news page. `public_id` is the entry's random, unguessable id (unique; compared byte for byte
 * on MySQL/MariaDB), `password_hash` the keyed hash of the 4-digit PIN that deletes it, `hidden` the
 * owner's mark, `privacy_consent_version` the relatives' notice agreed to (ARCHITECTURE §4.24). Rows go with
 * their page (ON DELETE CASCADE, and the foreign key lets the page deletion and the withdrawal find them);
 * the public read pages through `idx_guestbook_entry_event_created`.
 */
export class Guestbook1795780000000 implements MigrationInterface {
  name = 'Guestbook1795780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'guestbook_entry',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'public_id', type: 'varchar', length: '32', isNullable: false, ...(sqlite ? {} : { charset: 'utf8mb4', collation: 'utf8mb4_bin' }) },
          { name: 'event_id', type: 'integer', isNullable: false },
          { name: 'name', type: 'varchar', length: '50', isNullable: false },
          { name: 'message', type: 'varchar', length: '300', isNullable: false },
          { name: 'password_hash', type: 'varchar', length: '255', isNullable: false },
          { name: 'hidden', type: 'boolean', isNullable: false, default: 0 },
          { name: 'privacy_consent_version', type: 'varchar', length: '20', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'updated_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        uniques: [{ name: 'uq_guestbook_entry_public_id', columnNames: ['public_id'] }],
        indices: [{ name: 'idx_guestbook_entry_event_created', columnNames: ['event_id', 'created_at'] }],
        foreignKeys: [
          { name: 'fk_guestbook_entry_event', columnNames: ['event_id'], referencedTableName: 'event', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('guestbook_entry');
  }
}
