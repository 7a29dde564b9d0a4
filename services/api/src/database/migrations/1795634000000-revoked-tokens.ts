import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** The deny list of signed-out tokens (`revoked_token`, primary key jti; ARCHITECTURE §5 sessions). */
export class RevokedTokens1795634000000 implements MigrationInterface {
  name = 'RevokedTokens1795634000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'revoked_token',
        columns: [
          { name: 'jti', type: 'varchar', length: '64', isPrimary: true, isNullable: false },
          { name: 'expires_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [{ name: 'idx_revoked_token_expires_at', columnNames: ['expires_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('revoked_token');
  }
}
