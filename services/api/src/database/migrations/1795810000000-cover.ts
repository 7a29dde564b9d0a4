import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { addColumns, dropColumns, type AddedColumn } from '../add-columns';

const COLUMNS: readonly AddedColumn[] = [
  ['event', 'cover_path', 'varchar(300) NULL'],
  ['event', 'cover_variant_path', 'varchar(300) NULL'],
  ['event', 'cover_width', 'integer NULL'],
  ['event', 'cover_height', 'integer NULL'],
];

/**
 * The news page's cover photo (ARCHITECTURE "Cover photo and link card"): `event.cover_path` (the
 * member's upload, as stored), `event.cover_variant_path` (the server-made WebP the page shows, at most
 * 800 px wide and 80 KB) and the variant's `cover_width` / `cover_height` in px, all null for every
 * existing page. Plain `ALTER TABLE … ADD COLUMN` on both databases (nullable columns need no SQLite table
 * rebuild), as in HideCountdown1795770000000. Both paths are indexed, like `wish.image_path`, so the
 * upload sweep's "is this key still referenced" look-ups stay cheap.
 */
export class Cover1795810000000 implements MigrationInterface {
  name = 'Cover1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, COLUMNS);
    await queryRunner.createIndex('event', new TableIndex({ name: 'idx_event_cover_path', columnNames: ['cover_path'] }));
    await queryRunner.createIndex('event', new TableIndex({ name: 'idx_event_cover_variant_path', columnNames: ['cover_variant_path'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('event', 'idx_event_cover_variant_path');
    await queryRunner.dropIndex('event', 'idx_event_cover_path');
    await dropColumns(queryRunner, COLUMNS);
  }
}
