import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Receipts and PIN resets by mail (ARCHITECTURE §4.23): `reservation.receipt_email` and
 * `pledge.receipt_email`, the optional address the receipt went to (where a PIN reset link goes), and `one_time_token`, the
 * mailed links' tokens stored as their SHA-256 (`token_hash`), each for one `purpose` and subject
 * row, usable once (`used_at`) until `expires_at`.
 */
export class PinReset1795710000000 implements MigrationInterface {
  name = 'PinReset1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['reservation', 'pledge']) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'receipt_email', type: 'varchar', length: '254', isNullable: true }));
    }
    await queryRunner.createTable(
      new Table({
        name: 'one_time_token',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true, isNullable: false },
          { name: 'purpose', type: 'varchar', length: '32', isNullable: false },
          { name: 'subject_id', type: 'integer', isNullable: false },
          { name: 'expires_at', type: 'datetime', precision: 3, isNullable: false },
          { name: 'used_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [{ name: 'idx_one_time_token_subject', columnNames: ['purpose', 'subject_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('one_time_token');
    await queryRunner.dropColumn('pledge', 'receipt_email');
    await queryRunner.dropColumn('reservation', 'receipt_email');
  }
}
