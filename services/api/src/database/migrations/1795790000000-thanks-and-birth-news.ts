import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, dropColumns, type AddedColumn } from '../add-columns';

/** `[table, column, SQLite type, MySQL/MariaDB type]` of every column this migration adds. */
const COLUMNS: readonly AddedColumn[] = [
  // The relative ticked '아기 탄생 소식 받기' beside the receipt address (ARCHITECTURE "Birth announcement").
  ['reservation', 'birth_news', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  ['pledge', 'birth_news', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  // When the parent's thank-you note went into the outbox (ARCHITECTURE "Thank-you notes"); one each.
  ['reservation', 'thank_you_at', 'datetime(3) NULL'],
  ['pledge', 'thank_you_at', 'datetime(3) NULL'],
];

/**
 * The birth-news wish of a reservation or pledge and the thank-you note's time (ARCHITECTURE §4.25).
 * Existing rows: no birth news (nobody was asked), no note sent. Plain `ALTER TABLE … ADD COLUMN` on
 * both databases, as in ParentSide1795530000000.
 */
export class ThanksAndBirthNews1795790000000 implements MigrationInterface {
  name = 'ThanksAndBirthNews1795790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumns(queryRunner, COLUMNS);
  }
}
