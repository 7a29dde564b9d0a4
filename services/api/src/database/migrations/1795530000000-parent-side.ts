import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, dropColumns, type AddedColumn } from '../add-columns';

/** `[table, column, SQLite type, MySQL/MariaDB type]` of every column this migration adds. */
const COLUMNS: readonly AddedColumn[] = [
  // News page: due date and surprise mode (calendar days `YYYY-MM-DD`, Asia/Seoul).
  ['event', 'due_date', 'varchar(10) NULL', 'varchar(10) NULL'],
  ['event', 'surprise_mode', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  ['event', 'reveal_at', 'varchar(10) NULL', 'varchar(10) NULL'],
  // Wish: what is needed first.
  ['wish', 'needed_by', 'varchar(20) NULL', 'varchar(20) NULL'],
  ['wish', 'most_wanted', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  ['wish', 'sort_order', 'integer NOT NULL DEFAULT 0', 'int NOT NULL DEFAULT 0'],
  // Reservation: the thank-you tracker.
  ['reservation', 'thanked', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
];

/**
 * The parent's side (ARCHITECTURE §4.20): due date, surprise mode and reveal day on `event`; stage,
 * most wanted and order on `wish`; the thanked mark on `reservation`. Every column is nullable or has
 * a default, so existing pages, wishes and reservations keep working with the new fields empty
 * (wishes keep their creation order: `sort_order` 0, ties by id).
 * Plain `ALTER TABLE … ADD COLUMN` on both databases: TypeORM's portable `addColumn` rebuilds the
 * table on SQLite, which is not needed for columns with defaults.
 */
export class ParentSide1795530000000 implements MigrationInterface {
  name = 'ParentSide1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumns(queryRunner, COLUMNS);
  }
}
