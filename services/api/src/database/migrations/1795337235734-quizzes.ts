import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

/** Column helpers of the portable `Table` API (same definitions on SQLite and MariaDB/MySQL). */
const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const int = (name: string): TableColumnOptions => ({ name, type: 'integer', isNullable: false });
const str = (name: string, length: number): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: false });
const stamp = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: false });

/**
 * Quiz tables (ARCHITECTURE §4.9): `quiz` (one question of a news page), `quiz_option` (2–5 per
 * quiz, exactly one `is_correct`) and `quiz_submission`, whose unique index on
 * (quiz_id, normalized_contact) lets one contact answer a quiz once, even under concurrent repeats.
 * Deleting a news page or a quiz deletes everything below it (ON DELETE CASCADE).
 */
export class Quizzes1795337235734 implements MigrationInterface {
  name = 'Quizzes1795337235734';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'quiz',
        columns: [id(), int('event_id'), str('question', 200), stamp('created_at'), stamp('updated_at')],
        indices: [{ name: 'idx_quiz_event', columnNames: ['event_id'] }],
        foreignKeys: [{ name: 'fk_quiz_event', columnNames: ['event_id'], referencedTableName: 'event', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'quiz_option',
        columns: [id(), int('quiz_id'), str('text', 100), { name: 'is_correct', type: 'boolean', isNullable: false }, int('position')],
        indices: [{ name: 'idx_quiz_option_quiz', columnNames: ['quiz_id', 'position'] }],
        foreignKeys: [
          { name: 'fk_quiz_option_quiz', columnNames: ['quiz_id'], referencedTableName: 'quiz', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'quiz_submission',
        columns: [id(), int('quiz_id'), int('option_id'), str('name', 50), str('contact_info', 100), str('normalized_contact', 100), stamp('created_at')],
        uniques: [{ name: 'uq_quiz_submission_contact', columnNames: ['quiz_id', 'normalized_contact'] }],
        indices: [{ name: 'idx_quiz_submission_option', columnNames: ['option_id'] }],
        foreignKeys: [
          { name: 'fk_quiz_submission_quiz', columnNames: ['quiz_id'], referencedTableName: 'quiz', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          {
            name: 'fk_quiz_submission_option',
            columnNames: ['option_id'],
            referencedTableName: 'quiz_option',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('quiz_submission');
    await queryRunner.dropTable('quiz_option');
    await queryRunner.dropTable('quiz');
  }
}
