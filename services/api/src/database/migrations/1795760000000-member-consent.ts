import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Members' consents (ARCHITECTURE §4.24):
 * - `member_consent`: one row per agreement, never updated — the document (`terms`, `privacy`,
 *   `age14`, `marketing`), its version, `agreed` (false only for a declined marketing consent) and
 *   when. References `member` with ON DELETE CASCADE: a withdrawal takes them along.
 * - `member.consent_versions`: the required documents' versions the member last agreed to all of, as one
 *   key (`terms:2026-12-01,privacy:…,age14:…`); the sign-in guard compares it with the current key on
 *   the row it reads anyway, so the renewal gate costs no query. Null: nothing complete recorded.
 *
 * Members from before: they signed up under the sign-up form's note '가입하면 이용약관과
 * 개인정보처리방침에 동의하게 됩니다' of the 2025-01-01 texts, so they get those two agreements, dated
 * their sign-up; `consent_versions` stays null, so they are asked for the current versions (and the
 * age confirmation, which was never asked) at their next sign-in, like any member after a new version.
 */
export class MemberConsent1795760000000 implements MigrationInterface {
  name = 'MemberConsent1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The column first: SQLite adds it by rebuilding `member`, before any table references it with a cascade.
    await queryRunner.addColumn('member', new TableColumn({ name: 'consent_versions', type: 'varchar', length: '200', isNullable: true }));
    await queryRunner.createTable(
      new Table({
        name: 'member_consent',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'member_id', type: 'integer', isNullable: false },
          { name: 'document', type: 'varchar', length: '16', isNullable: false },
          { name: 'version', type: 'varchar', length: '20', isNullable: false },
          { name: 'agreed', type: 'boolean', isNullable: false },
          { name: 'agreed_at', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [{ name: 'idx_member_consent_member', columnNames: ['member_id', 'document'] }],
        foreignKeys: [
          { name: 'fk_member_consent_member', columnNames: ['member_id'], referencedTableName: 'member', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    for (const document of ['terms', 'privacy']) {
      await queryRunner.query(
        "INSERT INTO `member_consent` (member_id, document, version, agreed, agreed_at) SELECT id, ?, '2025-01-01', 1, created_at FROM `member`",
        [document],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('member', 'consent_versions');
    await queryRunner.dropTable('member_consent');
  }
}
