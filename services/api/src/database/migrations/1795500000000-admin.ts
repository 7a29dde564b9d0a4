import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** Indexes of the administration queries (ARCHITECTURE §4.12–4.13), `[name, columns]`. */
const INDEXES: ReadonlyArray<readonly [string, string[]]> = [
  // Member list by sign-up date, newest first: range on created_at, ties by id (the primary key
  // rides along in the index on both engines).
  ['idx_member_created', ['created_at']],
  // Sign-up statistics: count by provider within a created_at range from the index alone.
  ['idx_member_created_provider', ['created_at', 'provider']],
  // Member search: prefix of the real name (the nickname has its unique index already) and of the
  // phone number (stored as digits, ARCHITECTURE §4.21).
  ['idx_member_real_name', ['real_name']],
  ['idx_member_phone_number', ['phone_number']],
];

/**
 * Administration (ARCHITECTURE §4.12–4.13, §5):
 * - `member.token_version` (integer, default 0): copied into every login token as `ver`; the token
 *   guard refuses a token whose `ver` differs, so raising it (password or role change) ends every
 *   token issued before.
 * - the indexes above for the member list, the search and the statistics.
 * The column is added with a plain `ALTER TABLE … ADD COLUMN` (TypeORM's portable `addColumn`
 * rebuilds the whole table on SQLite, not needed for a column with a default).
 */
export class Admin1795500000000 implements MigrationInterface {
  name = 'Admin1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    await queryRunner.query(`ALTER TABLE \`member\` ADD COLUMN \`token_version\` ${sqlite ? 'integer' : 'int'} NOT NULL DEFAULT 0`);
    for (const [name, columnNames] of INDEXES) {
      await queryRunner.createIndex('member', new TableIndex({ name, columnNames }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await queryRunner.dropIndex('member', name);
    await queryRunner.query('ALTER TABLE `member` DROP COLUMN `token_version`');
  }
}
