import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Followers of news pages (ARCHITECTURE §4.6): `event_follower`, cascading with event and member. */
export class EventFollower1795337188311 implements MigrationInterface {
  name = 'EventFollower1795337188311';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'event_follower',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'event_id', type: 'integer', isNullable: false },
          { name: 'member_id', type: 'integer', isNullable: false },
          { name: 'created_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        uniques: [{ name: 'uq_event_follower', columnNames: ['event_id', 'member_id'] }],
        indices: [{ name: 'idx_event_follower_member', columnNames: ['member_id', 'created_at'] }],
        foreignKeys: [
          { name: 'fk_event_follower_event', columnNames: ['event_id'], referencedTableName: 'event', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { name: 'fk_event_follower_member', columnNames: ['member_id'], referencedTableName: 'member', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('event_follower');
  }
}
