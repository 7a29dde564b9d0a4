import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

/** Column helpers of the portable `Table` API: the same definitions run on SQLite and MariaDB/MySQL. */
const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable });
const stamp = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: false });

/** First schema: member, event, auth_attempt. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'better-sqlite3') {
      // Tables created from now on default to utf8mb4 whatever the server's default is.
      await queryRunner.query('ALTER DATABASE CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    }
    await queryRunner.createTable(
      new Table({
        name: 'member',
        columns: [
          id(),
          str('username', 50),
          str('password_hash', 255, true),
          str('email', 254),
          str('display_name', 50),
          str('real_name', 50, true),
          str('phone_number', 30, true),
          str('role', 20),
          str('provider', 10),
          str('provider_user_id', 191, true),
          str('post_code', 10, true),
          str('address', 200, true),
          str('detail_address', 200, true),
          stamp('created_at'),
          stamp('updated_at'),
        ],
        uniques: [
          { name: 'uq_member_username', columnNames: ['username'] },
          { name: 'uq_member_email', columnNames: ['email'] },
          { name: 'uq_member_display_name', columnNames: ['display_name'] },
          { name: 'uq_member_provider_user', columnNames: ['provider', 'provider_user_id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'event',
        columns: [
          id(),
          str('code', 32),
          { name: 'owner_id', type: 'integer', isNullable: false },
          str('title', 100),
          str('description', 1000),
          str('post_code', 10),
          str('address', 200),
          str('detail_address', 200),
          stamp('created_at'),
          stamp('updated_at'),
        ],
        uniques: [
          { name: 'uq_event_code', columnNames: ['code'] },
          { name: 'uq_event_owner', columnNames: ['owner_id'] },
        ],
        foreignKeys: [{ name: 'fk_event_owner', columnNames: ['owner_id'], referencedTableName: 'member', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'auth_attempt',
        columns: [id(), str('scope', 32), str('subject', 191), stamp('created_at')],
        indices: [{ name: 'idx_auth_attempt_lookup', columnNames: ['scope', 'subject', 'created_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('auth_attempt');
    await queryRunner.dropTable('event');
    await queryRunner.dropTable('member');
  }
}
