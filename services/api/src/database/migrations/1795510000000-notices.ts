import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * `notice` table (spec §3 "Notice", ARCHITECTURE §4.14): title ≤ 200, sanitised HTML `content`,
 * optional `image_path` (upload key under `notices/`), the writing administrator (`author_id`, set to
 * null if that member goes) and UTC timestamps. `content` holds up to LIMITS.noticeContentMax
 * (100,000) characters: `text` on SQLite, `mediumtext` on MySQL/MariaDB (`text` there stops at 64 KiB,
 * fewer than 100,000 Korean characters in UTF-8).
 */
export class Notices1795510000000 implements MigrationInterface {
  name = 'Notices1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'notice',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'title', type: 'varchar', length: '200', isNullable: false },
          { name: 'content', type: sqlite ? 'text' : 'mediumtext', isNullable: false },
          { name: 'image_path', type: 'varchar', length: '500', isNullable: true },
          { name: 'author_id', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'updated_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [
          { name: 'idx_notice_created', columnNames: ['created_at'] },
          { name: 'idx_notice_author', columnNames: ['author_id'] },
        ],
        foreignKeys: [
          { name: 'fk_notice_author', columnNames: ['author_id'], referencedTableName: 'member', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notice');
  }
}
