import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, dropColumns, type AddedColumn } from '../add-columns';

const COLUMNS: readonly AddedColumn[] = [['event', 'hide_countdown', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0']];

/**
 * The owner may hide the news page's countdown (ARCHITECTURE "The due date, honestly"):
 * `event.hide_countdown`, off for every existing page. A plain `ALTER TABLE … ADD COLUMN` on both
 * databases (a column with a default needs no SQLite table rebuild), as in ParentSide1795530000000.
 */
export class HideCountdown1795770000000 implements MigrationInterface {
  name = 'HideCountdown1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumns(queryRunner, COLUMNS);
  }
}
