import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const int = (name: string): TableColumnOptions => ({ name, type: 'integer', isNullable: false });
const str = (name: string, length: number): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: false });
const stamp = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: false });

/**
 * Privacy of the anonymous wish routes (ARCHITECTURE §4.7):
 * - `reservation_cancellation`: a reservation that was cancelled (unreserved by the reserver or set
 *   CANCELLED), kept for the owner's view; `reservation_id` unique so one cancellation is listed once.
 *   The live reservation is still decided by `reservation.wish_id` alone.
 * - `wish_pin_lock`: a wish whose PIN calls are locked until its owner unlocks them (20 wrong PINs
 *   in 24 hours); one row per locked wish.
 * Both go with their wish (ON DELETE CASCADE), so deleting a wish or a news page removes them.
 */
export class ReservationPrivacy1795400000000 implements MigrationInterface {
  name = 'ReservationPrivacy1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'reservation_cancellation',
        columns: [
          id(),
          int('wish_id'),
          int('reservation_id'),
          str('reserved_name', 50),
          str('reserved_email', 100),
          stamp('reserved_at'),
          stamp('cancelled_at'),
        ],
        uniques: [{ name: 'uq_reservation_cancellation_reservation', columnNames: ['reservation_id'] }],
        indices: [{ name: 'idx_reservation_cancellation_wish', columnNames: ['wish_id', 'cancelled_at'] }],
        foreignKeys: [
          {
            name: 'fk_reservation_cancellation_wish',
            columnNames: ['wish_id'],
            referencedTableName: 'wish',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'wish_pin_lock',
        columns: [{ ...int('wish_id'), isPrimary: true }, stamp('locked_at')],
        foreignKeys: [
          { name: 'fk_wish_pin_lock_wish', columnNames: ['wish_id'], referencedTableName: 'wish', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('wish_pin_lock');
    await queryRunner.dropTable('reservation_cancellation');
  }
}
