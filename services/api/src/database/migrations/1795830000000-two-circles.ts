import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { addColumns, dropColumns, type AddedColumn } from '../add-columns';

const COLUMNS: readonly AddedColumn[] = [
  ['event', 'friends_code', 'varchar(32) NULL'],
  ['event', 'friends_open', 'boolean NOT NULL DEFAULT 0', 'tinyint NOT NULL DEFAULT 0'],
  ['event', 'friends_open_at', 'varchar(10) NULL'],
  ['event', 'address_note', 'varchar(200) NULL'],
  ['reservation', 'circle', 'varchar(8) NULL'],
  ['reservation', 'circle_code', 'varchar(32) NULL'],
  ['pledge', 'circle', 'varchar(8) NULL'],
  ['pledge', 'circle_code', 'varchar(32) NULL'],
  ['event_follower', 'circle', 'varchar(8) NULL'],
];

/**
 * The two circles (ARCHITECTURE "Two circles"): `event.friends_code` (the friends' share code, unique, null
 * until the owner first sets the circle up), `friends_open` (off for every existing page), `friends_open_at`
 * (`YYYY-MM-DD`, opening at 00:00 Asia/Seoul, or null = at once) and `address_note` (what friends see instead
 * of the address). A reservation and a pledge keep the `circle` and the `circle_code` they were made under
 * (null on older rows: the family circle, `event.code`), so their own calls keep working after a rotation; a
 * follow keeps its `circle`. Plain `ALTER TABLE … ADD COLUMN` on both databases, as in Cover1795810000000.
 */
export class TwoCircles1795830000000 implements MigrationInterface {
  name = 'TwoCircles1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, COLUMNS);
    await queryRunner.createIndex('event', new TableIndex({ name: 'uq_event_friends_code', columnNames: ['friends_code'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('event', 'uq_event_friends_code');
    await dropColumns(queryRunner, COLUMNS);
  }
}
