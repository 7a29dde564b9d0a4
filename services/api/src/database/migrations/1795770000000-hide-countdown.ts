import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner may hide the news page's countdown (ARCHITECTURE "The due date, honestly"):
 * `event.hide_countdown`, off for every existing page. A plain `ALTER TABLE … ADD COLUMN` on both
 * databases (a column with a default needs no SQLite table rebuild), as in ParentSide1795530000000.
 */
export class HideCountdown1795770000000 implements MigrationInterface {
  name = 'HideCountdown1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    await queryRunner.query(`ALTER TABLE \`event\` ADD COLUMN \`hide_countdown\` ${sqlite ? 'boolean NOT NULL DEFAULT 0' : 'tinyint NOT NULL DEFAULT 0'}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `event` DROP COLUMN `hide_countdown`');
  }
}
