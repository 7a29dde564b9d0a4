import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Table of the database-backed rate limits (`common/rate-limiters.ts`). */
export const RATE_LIMIT_TABLE = 'rate_limit';

/**
 * The counters of the per-address request limits in the database (ARCHITECTURE §5 rate limits): the
 * primary store without REDIS_URL and the insurance while Redis is away, so several instances on one
 * database count together and counts survive a restart. One row per limiter key (`<prefix>:<key>`):
 * `points` used in the window that ends at `expire` (ms since the epoch). The columns are exactly
 * those rate-limiter-flexible's `RateLimiterMySQL` and `RateLimiterSQLite` (v11) create themselves
 * (same names, order and types; `RateLimiterMySQL` inserts by position), so the limiters run with
 * `tableCreated: true` and never issue DDL at run time. `expire` is indexed for the hourly prune.
 */
export class RateLimits1795558000000 implements MigrationInterface {
  name = 'RateLimits1795558000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'better-sqlite3') {
      await queryRunner.query(`CREATE TABLE "${RATE_LIMIT_TABLE}" ("key" TEXT PRIMARY KEY, "points" INTEGER NOT NULL DEFAULT 0, "expire" INTEGER)`);
    } else {
      await queryRunner.query(
        `CREATE TABLE \`${RATE_LIMIT_TABLE}\` (\`key\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, \`points\` int NOT NULL DEFAULT 0, \`expire\` bigint UNSIGNED NULL, PRIMARY KEY (\`key\`)) ENGINE=InnoDB`,
      );
    }
    await queryRunner.query(`CREATE INDEX idx_rate_limit_expire ON ${RATE_LIMIT_TABLE} (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${RATE_LIMIT_TABLE}`);
  }
}
