import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** The tables holding a relative's name or contact (ARCHITECTURE §4.24). */
const RELATIVE_TABLES = ['reservation', 'pledge', 'quiz_submission'] as const;

/**
 * Consent and retention of relatives' data (ARCHITECTURE §4.24):
 * - `privacy_consent_version` on `reservation`, `pledge` and `quiz_submission`: the version of the
 *   notice (`RELATIVE_NOTICE_VERSION`) the relative agreed to; null for rows made before consent was asked.
 * - `anonymized_at` on those and on `reservation_cancellation`: when the retention job or the
 *   relative's own erase replaced the name and contact ('선물한 분 N'); null while the data is held.
 *   Indexed with nothing: the daily job reads by its own date conditions.
 */
export class RelativesPrivacy1795750000000 implements MigrationInterface {
  name = 'RelativesPrivacy1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of RELATIVE_TABLES) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'privacy_consent_version', type: 'varchar', length: '20', isNullable: true }));
    }
    for (const table of [...RELATIVE_TABLES, 'reservation_cancellation']) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'anonymized_at', type: 'datetime', precision: 3, isNullable: true }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...RELATIVE_TABLES, 'reservation_cancellation']) await queryRunner.dropColumn(table, 'anonymized_at');
    for (const table of RELATIVE_TABLES) await queryRunner.dropColumn(table, 'privacy_consent_version');
  }
}
