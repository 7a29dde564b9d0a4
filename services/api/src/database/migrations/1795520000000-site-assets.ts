import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const int = (name: string): TableColumnOptions => ({ name, type: 'integer', isNullable: false });
const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable });
const stamp = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: false });

/**
 * The landing's built-in copy (apps/shell/src/landing) as the first titles of the landing groups: the
 * hero's headline and the two sections' headings. No images yet (the landing draws its own until an
 * administrator adds some).
 */
export const LANDING_GROUP_SEEDS: ReadonlyArray<{ code: string; title: string }> = [
  { code: 'landing-hero', title: '우리의 행복한 소식, 함께 나눠요' },
  { code: 'landing-benefits', title: '아기소식이 특별한 이유' },
  { code: 'landing-features', title: '이렇게 사용해요' },
];

/** UTC `YYYY-MM-DD HH:MM:SS.mmm`, the datetime(3) text both SQLite and MariaDB/MySQL read (ARCHITECTURE §3). */
function utcStamp(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * Site content (spec §3 "Asset group", "Popup modal"; ARCHITECTURE §4.16):
 * - `asset_group`: one row per code (unique), title and optional main image path; the three landing
 *   groups are inserted here so they exist from the first start;
 * - `asset_image`: the images of a group with an integer `priority` (≥ 0, lower first), deleted with
 *   their group (ON DELETE CASCADE);
 * - `popup_modal`: the one home-page popup (row id 1): image path and spec §3's `title` switch
 *   ('true'/'false'), off until an administrator turns it on.
 * The portable `Table` API writes the same schema on SQLite and MariaDB/MySQL; the seed rows are plain
 * parameterised INSERTs that both accept.
 */
export class SiteAssets1795520000000 implements MigrationInterface {
  name = 'SiteAssets1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'asset_group',
        columns: [id(), str('code', 50), str('title', 100), str('main_image_path', 500, true), stamp('created_at'), stamp('updated_at')],
        uniques: [{ name: 'uq_asset_group_code', columnNames: ['code'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'asset_image',
        columns: [id(), int('group_id'), str('image_path', 500), int('priority'), stamp('created_at')],
        indices: [{ name: 'idx_asset_image_group', columnNames: ['group_id', 'priority'] }],
        foreignKeys: [
          { name: 'fk_asset_image_group', columnNames: ['group_id'], referencedTableName: 'asset_group', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'popup_modal',
        columns: [{ ...int('id'), isPrimary: true }, str('main_image_path', 500, true), str('title', 5), stamp('updated_at')],
      }),
    );
    const now = utcStamp(new Date());
    for (const group of LANDING_GROUP_SEEDS) {
      await queryRunner.query('INSERT INTO `asset_group` (`code`, `title`, `main_image_path`, `created_at`, `updated_at`) VALUES (?, ?, NULL, ?, ?)', [
        group.code,
        group.title,
        now,
        now,
      ]);
    }
    await queryRunner.query('INSERT INTO `popup_modal` (`id`, `main_image_path`, `title`, `updated_at`) VALUES (1, NULL, ?, ?)', ['false', now]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('popup_modal');
    await queryRunner.dropTable('asset_image');
    await queryRunner.dropTable('asset_group');
  }
}
