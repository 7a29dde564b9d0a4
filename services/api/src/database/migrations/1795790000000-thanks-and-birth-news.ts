import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `[table, column, SQLite type, MySQL/MariaDB type]` of every column this migration adds. */
const COLUMNS: ReadonlyArray<readonly [string, string, string, string]> = [
  // The relative ticked '아기 탄생 소식 받기' beside the receipt address (ARCHITECTURE "Birth announcement").
  ['reservation', 'birth_news', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  ['pledge', 'birth_news', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  // When the parent's thank-you note went into the outbox (ARCHITECTURE "Thank-you notes"); one each.
  ['reservation', 'thank_you_at', 'datetime(3) NULL', 'datetime(3) NULL'],
  ['pledge', 'thank_you_at', 'datetime(3) NULL', 'datetime(3) NULL'],
];

/**
 * The birth-news wish of a reservation or pledge and the thank-you note's time (ARCHITECTURE §4.25).
 * Existing rows: no birth news (nobody was asked), no note sent. Plain `ALTER TABLE … ADD COLUMN` on
 * both databases, as in ParentSide1795530000000.
 */
export class ThanksAndBirthNews1795790000000 implements MigrationInterface {
  name = 'ThanksAndBirthNews1795790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    for (const [table, column, sqliteType, mysqlType] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE \`${table}\` ADD COLUMN \`${column}\` ${sqlite ? sqliteType : mysqlType}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of [...COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
    }
  }
}
