import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** `[column, SQLite type, MySQL/MariaDB type]` of the fund columns added to `event`. */
const EVENT_COLUMNS: ReadonlyArray<readonly [string, string, string]> = [
  ['fund_enabled', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  ['fund_goal', 'integer NULL', 'int NULL'],
  ['fund_transfer_guide', 'varchar(500) NULL', 'varchar(500) NULL'],
  // Sum of the live fund pledges in KRW (each ≤ 1,000,000,000, so the sum needs 64 bits).
  ['fund_pledged_amount', 'bigint NOT NULL DEFAULT 0', 'bigint NOT NULL DEFAULT 0'],
  ['fund_giver_count', 'integer NOT NULL DEFAULT 0', 'int NOT NULL DEFAULT 0'],
];

/**
 * Group-gift and 축의금 fund pledges (ARCHITECTURE §4.22):
 * - `pledge`: one promise of `amount` KRW by a visitor, to a group-gift wish (`kind` 'GROUP_GIFT',
 *   `wish_id` set) or to the news page's fund (`kind` 'FUND', `wish_id` null). `public_id` is the
 *   random, unguessable id of the pledge page (unique; compared byte for byte on MySQL/MariaDB);
 *   `password_hash` the keyed hash of the pledger's 4-digit PIN; `received` the owner's mark. Rows go
 *   with their page and their wish (ON DELETE CASCADE).
 * - `event.fund_*`: the fund's settings and its counters (`fund_pledged_amount`, `fund_giver_count`),
 *   maintained in the same transaction as every pledge insert and cancel (the wish's counters
 *   `funded_amount`/`giver_count` come with migration 1795600000000-gift-quantities).
 * Existing pages read as a closed fund without a goal or guide.
 */
export class Pledges1795610000000 implements MigrationInterface {
  name = 'Pledges1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    for (const [column, sqliteType, mysqlType] of EVENT_COLUMNS) {
      await queryRunner.query(`ALTER TABLE \`event\` ADD COLUMN \`${column}\` ${sqlite ? sqliteType : mysqlType}`);
    }
    await queryRunner.createTable(
      new Table({
        name: 'pledge',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'public_id', type: 'varchar', length: '32', isNullable: false, ...(sqlite ? {} : { charset: 'utf8mb4', collation: 'utf8mb4_bin' }) },
          { name: 'event_id', type: 'integer', isNullable: false },
          { name: 'wish_id', type: 'integer', isNullable: true },
          { name: 'kind', type: 'varchar', length: '20', isNullable: false },
          { name: 'name', type: 'varchar', length: '50', isNullable: false },
          { name: 'contact', type: 'varchar', length: '100', isNullable: false },
          { name: 'amount', type: 'integer', isNullable: false },
          { name: 'message', type: 'varchar', length: '200', isNullable: false, default: "''" },
          { name: 'password_hash', type: 'varchar', length: '255', isNullable: false },
          { name: 'received', type: 'boolean', isNullable: false, default: 0 },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'updated_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        uniques: [{ name: 'uq_pledge_public_id', columnNames: ['public_id'] }],
        indices: [
          { name: 'idx_pledge_event_created', columnNames: ['event_id', 'created_at'] },
          { name: 'idx_pledge_wish', columnNames: ['wish_id'] },
        ],
        foreignKeys: [
          { name: 'fk_pledge_event', columnNames: ['event_id'], referencedTableName: 'event', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { name: 'fk_pledge_wish', columnNames: ['wish_id'], referencedTableName: 'wish', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pledge');
    for (const [column] of [...EVENT_COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE \`event\` DROP COLUMN \`${column}\``);
    }
  }
}
