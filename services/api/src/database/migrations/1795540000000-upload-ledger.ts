import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The upload ledger (ARCHITECTURE §4.11 quota and sweep): `upload` holds one row per signed upload —
 * the key (`path`, unique), the member (`member_id`, deleted with the member), the declared size in
 * bytes and the signing time (UTC). Also indexes `wish.image_path`, so the sweep's "is this key still
 * referenced" look-ups stay cheap on long wish lists (the other image columns live in small tables).
 * The portable `Table` API writes the same schema on SQLite and MySQL/MariaDB. Uploads made before this
 * migration have no row: they are never swept, only discarded with what references them.
 */
export class UploadLedger1795540000000 implements MigrationInterface {
  name = 'UploadLedger1795540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'upload',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'path', type: 'varchar', length: '300', isNullable: false },
          { name: 'member_id', type: 'integer', isNullable: false },
          { name: 'size_bytes', type: 'integer', isNullable: false },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        uniques: [{ name: 'uq_upload_path', columnNames: ['path'] }],
        indices: [
          { name: 'idx_upload_member_created', columnNames: ['member_id', 'created_at'] },
          { name: 'idx_upload_created', columnNames: ['created_at'] },
        ],
        foreignKeys: [
          { name: 'fk_upload_member', columnNames: ['member_id'], referencedTableName: 'member', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createIndex('wish', new TableIndex({ name: 'idx_wish_image_path', columnNames: ['image_path'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('wish', 'idx_wish_image_path');
    await queryRunner.dropTable('upload');
  }
}
