import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The co-parent (ARCHITECTURE "Two parents", DESIGN §4.26):
 * - `event.coparent_id`: the confirmed second owner of the page, or null; unique (a member co-owns one
 *   page at most), cleared when that member is deleted (ON DELETE SET NULL: the page stays with its
 *   creator). Added with plain `ALTER TABLE` on both databases: SQLite accepts a nullable column with an
 *   inline `REFERENCES` without rebuilding `event` (which half the schema references).
 * - `coparent_invite`: the page's one live invitation (`event_id` unique; a new one replaces it): the
 *   SHA-256 of the link's token (the token itself is never stored), its expiry (UTC), and once a member
 *   accepted it, who and when. Deleted with the page or with the member who accepted it; confirming or
 *   revoking deletes it.
 */
export class Coparent1795820000000 implements MigrationInterface {
  name = 'Coparent1795820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'better-sqlite3') {
      await queryRunner.query('ALTER TABLE `event` ADD COLUMN `coparent_id` integer NULL REFERENCES `member` (`id`) ON DELETE SET NULL');
    } else {
      await queryRunner.query(
        'ALTER TABLE `event` ADD COLUMN `coparent_id` int NULL, ADD CONSTRAINT `fk_event_coparent` FOREIGN KEY (`coparent_id`) REFERENCES `member` (`id`) ON DELETE SET NULL',
      );
    }
    await queryRunner.query('CREATE UNIQUE INDEX `uq_event_coparent` ON `event` (`coparent_id`)');
    await queryRunner.createTable(
      new Table({
        name: 'coparent_invite',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'event_id', type: 'integer', isNullable: false },
          { name: 'token_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'expires_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'accepted_member_id', type: 'integer', isNullable: true },
          { name: 'accepted_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        uniques: [
          { name: 'uq_coparent_invite_event', columnNames: ['event_id'] },
          { name: 'uq_coparent_invite_token', columnNames: ['token_hash'] },
        ],
        foreignKeys: [
          { name: 'fk_coparent_invite_event', columnNames: ['event_id'], referencedTableName: 'event', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            name: 'fk_coparent_invite_member',
            columnNames: ['accepted_member_id'],
            referencedTableName: 'member',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('coparent_invite');
    if (queryRunner.connection.driver.options.type === 'better-sqlite3') {
      // SQLite cannot drop a column a foreign key uses: TypeORM rebuilds the table without it.
      await queryRunner.query('DROP INDEX `uq_event_coparent`');
      await queryRunner.dropColumn('event', 'coparent_id');
    } else {
      await queryRunner.query('ALTER TABLE `event` DROP FOREIGN KEY `fk_event_coparent`');
      await queryRunner.query('DROP INDEX `uq_event_coparent` ON `event`');
      await queryRunner.query('ALTER TABLE `event` DROP COLUMN `coparent_id`');
    }
  }
}
