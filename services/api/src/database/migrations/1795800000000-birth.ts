import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { addColumns, dropColumns, type AddedColumn } from '../add-columns';

/** Every column this migration adds to `event` (the same type on SQLite and MySQL/MariaDB). */
const COLUMNS: readonly AddedColumn[] = [
  // The instant of the birth, UTC (shown in Asia/Seoul), or null while nothing is announced.
  ['event', 'born_at', 'datetime(3) NULL'],
  // The babies as JSON `[{name, weightKg, heightCm}]` (1–3; kg and cm null when not given).
  ['event', 'birth_babies', 'text NULL'],
  // The photo as the member uploaded it (`wish/…`) and the server's WebP of it the page shows.
  ['event', 'birth_photo_path', 'varchar(300) NULL'],
  ['event', 'birth_photo_variant_path', 'varchar(300) NULL'],
  // The parent's words, plain text (≤ 500 characters).
  ['event', 'birth_message', 'text NULL'],
  // When the page first announced a birth: set once, kept when the announcement is taken down, so the
  // announcement mail goes once per page ever.
  ['event', 'birth_announced_at', 'datetime(3) NULL'],
];

/**
 * The birth announcement (ARCHITECTURE "Birth announcement", DESIGN §4.25): nullable columns on `event`,
 * null for every existing page (nothing announced). Plain `ALTER TABLE … ADD COLUMN` on both databases
 * (nullable columns need no SQLite table rebuild), as in HideCountdown1795770000000. Both photo paths are
 * indexed, like the cover's, so the upload sweep's "is this key still referenced" look-ups stay cheap.
 */
export class Birth1795800000000 implements MigrationInterface {
  name = 'Birth1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, COLUMNS);
    await queryRunner.createIndex('event', new TableIndex({ name: 'idx_event_birth_photo_path', columnNames: ['birth_photo_path'] }));
    await queryRunner.createIndex('event', new TableIndex({ name: 'idx_event_birth_photo_variant_path', columnNames: ['birth_photo_variant_path'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('event', 'idx_event_birth_photo_variant_path');
    await queryRunner.dropIndex('event', 'idx_event_birth_photo_path');
    await dropColumns(queryRunner, COLUMNS);
  }
}
