import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex, TableUnique } from 'typeorm';

/** `[column, SQLite type, MySQL/MariaDB type]` of the counters added to `wish`. */
const WISH_COLUMNS: ReadonlyArray<readonly [string, string, string]> = [
  // Units wanted (1–99) and units reserved now (= sum of `reservation.quantity` of the wish).
  ['quantity', 'integer NOT NULL DEFAULT 1', 'int NOT NULL DEFAULT 1'],
  ['reserved_quantity', 'integer NOT NULL DEFAULT 0', 'int NOT NULL DEFAULT 0'],
  // Group gift: pledges instead of reservations; the pledged KRW total and the number of live pledges.
  ['group_gift', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  ['funded_amount', 'integer NOT NULL DEFAULT 0', 'bigint NOT NULL DEFAULT 0'],
  ['giver_count', 'integer NOT NULL DEFAULT 0', 'int NOT NULL DEFAULT 0'],
];

/** The old unique constraint (one reservation per wish), its replacement and the public id's index. */
const OLD_UNIQUE = 'uq_reservation_wish';
const WISH_INDEX = 'idx_reservation_wish';
const PUBLIC_ID_INDEX = 'uq_reservation_public_id';

/** A reservation's public id: 16 random bytes, base64url (22 characters; as `reservations/public-id.ts`). */
function newReservationPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Quantities (ARCHITECTURE §4.22):
 * - `wish` gains `quantity` (default 1), the counter `reserved_quantity`, `group_gift` and the pledge
 *   counters `funded_amount` (KRW; bigint on MySQL/MariaDB) and `giver_count` — maintained in the same
 *   transaction as the writes that change them. `reserved_quantity` starts as the number of existing
 *   reservations of the wish (each of them is one unit).
 * - `reservation` gains `quantity` (default 1) and `public_id` (the unguessable `reservationId`,
 *   unique; every existing reservation gets a random one here), and loses the unique constraint on
 *   `wish_id` (a wish may now have several reservations; a plain index replaces it, so the foreign key
 *   keeps its index on MySQL/MariaDB). The counter UPDATE decides exactly-once now.
 * Existing reservations keep their rows: PIN hashes, statuses, thanks and cancellations are untouched.
 * SQLite cannot drop a table constraint: TypeORM's query runner rebuilds `reservation` (its foreign key
 * and indexes are carried over; migrations run with foreign keys off, so nothing cascades).
 * `down` puts the one-reservation-per-wish constraint back and refuses when a wish has several.
 */
export class GiftQuantities1795600000000 implements MigrationInterface {
  name = 'GiftQuantities1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    for (const [column, sqliteType, mysqlType] of WISH_COLUMNS) {
      await queryRunner.query(`ALTER TABLE \`wish\` ADD COLUMN \`${column}\` ${sqlite ? sqliteType : mysqlType}`);
    }
    await queryRunner.query(`ALTER TABLE \`reservation\` ADD COLUMN \`quantity\` ${sqlite ? 'integer' : 'int'} NOT NULL DEFAULT 1`);
    // Compared byte for byte on MySQL/MariaDB (the default collation ignores case; base64url does not).
    const binary = sqlite ? '' : ' CHARACTER SET utf8mb4 COLLATE utf8mb4_bin';
    await queryRunner.query(`ALTER TABLE \`reservation\` ADD COLUMN \`public_id\` varchar(32)${binary} NULL`);

    const rows = (await queryRunner.query('SELECT id FROM `reservation` ORDER BY id')) as Array<{ id: number }>;
    for (const row of rows) await queryRunner.query('UPDATE `reservation` SET public_id = ? WHERE id = ?', [newReservationPublicId(), row.id]);
    await queryRunner.query('UPDATE `wish` SET reserved_quantity = (SELECT COUNT(*) FROM `reservation` r WHERE r.wish_id = `wish`.id)');

    if (sqlite) {
      await queryRunner.changeColumn('reservation', 'public_id', new TableColumn({ name: 'public_id', type: 'varchar', length: '32', isNullable: false }));
      await queryRunner.dropUniqueConstraint('reservation', OLD_UNIQUE);
    } else {
      await queryRunner.query(`ALTER TABLE \`reservation\` MODIFY \`public_id\` varchar(32)${binary} NOT NULL`);
    }
    await queryRunner.createIndex('reservation', new TableIndex({ name: PUBLIC_ID_INDEX, columnNames: ['public_id'], isUnique: true }));
    await queryRunner.createIndex('reservation', new TableIndex({ name: WISH_INDEX, columnNames: ['wish_id'] }));
    // MySQL/MariaDB: the foreign key now uses `idx_reservation_wish`, so the unique index may go.
    if (!sqlite) await queryRunner.query(`ALTER TABLE \`reservation\` DROP INDEX \`${OLD_UNIQUE}\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    const shared = (await queryRunner.query('SELECT wish_id FROM `reservation` GROUP BY wish_id HAVING COUNT(*) > 1')) as unknown[];
    if (shared.length > 0) {
      throw new Error(`GiftQuantities down: ${shared.length} wish(es) have several reservations; one reservation per wish cannot be restored.`);
    }
    if (sqlite) {
      // Through the query runner (its table cache must match for the rebuild), then plain DROP COLUMNs.
      await queryRunner.dropIndex('reservation', PUBLIC_ID_INDEX);
      await queryRunner.dropIndex('reservation', WISH_INDEX);
      await queryRunner.createUniqueConstraint('reservation', new TableUnique({ name: OLD_UNIQUE, columnNames: ['wish_id'] }));
      await queryRunner.query('ALTER TABLE `reservation` DROP COLUMN `public_id`');
      await queryRunner.query('ALTER TABLE `reservation` DROP COLUMN `quantity`');
    } else {
      await queryRunner.query(`ALTER TABLE \`reservation\` ADD CONSTRAINT \`${OLD_UNIQUE}\` UNIQUE (\`wish_id\`)`);
      await queryRunner.query(`ALTER TABLE \`reservation\` DROP INDEX \`${WISH_INDEX}\``);
      await queryRunner.query(`ALTER TABLE \`reservation\` DROP INDEX \`${PUBLIC_ID_INDEX}\``);
      await queryRunner.query('ALTER TABLE `reservation` DROP COLUMN `public_id`');
      await queryRunner.query('ALTER TABLE `reservation` DROP COLUMN `quantity`');
    }
    for (const [column] of [...WISH_COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE \`wish\` DROP COLUMN \`${column}\``);
    }
  }
}
