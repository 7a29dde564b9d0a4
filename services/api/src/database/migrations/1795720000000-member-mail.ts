import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex, TableUnique } from 'typeorm';

/**
 * Verified member addresses (ARCHITECTURE §4.23):
 * - `member.email` loses its unique index (`uq_member_email`) and gets a plain one
 *   (`idx_member_email`, for the password-reset and username-reminder look-ups): an address nobody
 *   proved must not stop its owner from signing up, so several members may name one address until one
 *   of them verifies it.
 * - `member.email_verified_at` (datetime(3), null until the member opened a verification or reset link).
 * - `member.verified_email` (varchar(254), unique, null until verified): the address as verified; the
 *   unique index makes one address verifiable by one member only (both engines allow many NULLs).
 * Columns are added with TypeORM's `addColumns` (a plain `ALTER TABLE` would leave the query runner's
 * cached table without them, and the SQLite rebuild below would then drop them); dropping the unique
 * constraint rebuilds the table on SQLite (migrations run with foreign keys off) and is a
 * `DROP INDEX` on MariaDB, where a unique constraint is a unique index.
 */
export class MemberMail1795720000000 implements MigrationInterface {
  name = 'MemberMail1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    await queryRunner.addColumns('member', [
      new TableColumn({ name: 'email_verified_at', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'verified_email', type: 'varchar', length: '254', isNullable: true }),
    ]);
    if (sqlite) await queryRunner.dropUniqueConstraint('member', 'uq_member_email');
    else await queryRunner.query('ALTER TABLE `member` DROP INDEX `uq_member_email`');
    await queryRunner.createIndex('member', new TableIndex({ name: 'idx_member_email', columnNames: ['email'] }));
    await queryRunner.createIndex('member', new TableIndex({ name: 'uq_member_verified_email', columnNames: ['verified_email'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    await queryRunner.dropIndex('member', 'uq_member_verified_email');
    await queryRunner.dropIndex('member', 'idx_member_email');
    if (sqlite) await queryRunner.createUniqueConstraint('member', new TableUnique({ name: 'uq_member_email', columnNames: ['email'] }));
    else await queryRunner.query('ALTER TABLE `member` ADD UNIQUE INDEX `uq_member_email` (`email`)');
    await queryRunner.dropColumns('member', ['verified_email', 'email_verified_at']);
  }
}
