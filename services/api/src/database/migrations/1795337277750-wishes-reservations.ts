import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

/** Column helpers of the portable `Table` API (same definitions on SQLite and MariaDB/MySQL). */
const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable });
const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable });
const stamp = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: false });

/**
 * Wish list and reservations (spec §3, ARCHITECTURE §4.7–4.8):
 * `wish` (items of a news page) and `reservation` (at most one per wish). The unique index on
 * `reservation.wish_id` is what makes a reservation exactly-once under any concurrency: a wish is
 * reserved exactly when its reservation row exists. Deleting a news page or a wish deletes what
 * hangs below it (ON DELETE CASCADE).
 */
export class WishesReservations1795337277750 implements MigrationInterface {
  name = 'WishesReservations1795337277750';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'wish',
        columns: [
          id(),
          int('event_id'),
          str('title', 100),
          str('description', 500),
          str('link', 2000),
          str('link_type', 20),
          int('price', true),
          str('image_path', 300, true),
          str('auto_extracted_title', 255, true),
          stamp('created_at'),
          stamp('updated_at'),
        ],
        indices: [{ name: 'idx_wish_event', columnNames: ['event_id', 'id'] }],
        foreignKeys: [{ name: 'fk_wish_event', columnNames: ['event_id'], referencedTableName: 'event', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'reservation',
        columns: [
          id(),
          int('wish_id'),
          str('reserved_name', 50),
          str('reserved_email', 100),
          str('password_hash', 255),
          str('order_status', 20),
          stamp('created_at'),
          stamp('updated_at'),
        ],
        uniques: [{ name: 'uq_reservation_wish', columnNames: ['wish_id'] }],
        foreignKeys: [
          { name: 'fk_reservation_wish', columnNames: ['wish_id'], referencedTableName: 'wish', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reservation');
    await queryRunner.dropTable('wish');
  }
}
