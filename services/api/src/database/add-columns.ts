import type { QueryRunner } from 'typeorm';

/**
 * `[table, column, type]` of a column a migration adds, or `[table, column, SQLite type, MySQL/MariaDB type]`
 * when the two databases spell it differently (SQLite's `boolean`/`integer` against MySQL's `tinyint`/`int`).
 */
export type AddedColumn =
  readonly [table: string, column: string, type: string] | readonly [table: string, column: string, sqliteType: string, mysqlType: string];

/**
 * Adds `columns` in order with plain `ALTER TABLE … ADD COLUMN` on both databases (ARCHITECTURE §3: the
 * schema changes only through migrations). Only for columns that are nullable or have a default: those
 * need no SQLite table rebuild, which TypeORM's portable `addColumn` would do.
 */
export async function addColumns(queryRunner: QueryRunner, columns: readonly AddedColumn[]): Promise<void> {
  const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
  for (const [table, column, sqliteType, mysqlType = sqliteType] of columns) {
    await queryRunner.query(`ALTER TABLE \`${table}\` ADD COLUMN \`${column}\` ${sqlite ? sqliteType : mysqlType}`);
  }
}

/** Drops `columns` (as `addColumns` took them) in reverse order: a migration's `down`. */
export async function dropColumns(queryRunner: QueryRunner, columns: readonly AddedColumn[]): Promise<void> {
  for (const [table, column] of [...columns].reverse()) await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
}
