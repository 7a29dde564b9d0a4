import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Spent social sign-up tickets (`social_signup_ticket`, unique jti) for single use. */
export class SocialSignupTicket1795337210439 implements MigrationInterface {
  name = 'SocialSignupTicket1795337210439';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'social_signup_ticket',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'jti', type: 'varchar', length: '64', isNullable: false },
          { name: 'provider', type: 'varchar', length: '10', isNullable: false },
          { name: 'provider_user_id', type: 'varchar', length: '191', isNullable: false },
          { name: 'used_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        uniques: [{ name: 'uq_social_signup_ticket_jti', columnNames: ['jti'] }],
        indices: [{ name: 'idx_social_signup_ticket_used_at', columnNames: ['used_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('social_signup_ticket');
  }
}
