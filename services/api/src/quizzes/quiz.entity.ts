import { BeforeInsert, Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { TIMESTAMP_COLUMN, Timestamped } from '../database/timestamps';
import { EventEntity } from '../events/event.entity';

/** One multiple-choice question of a news page (spec §3 "Quiz", ARCHITECTURE §4.9); table `quiz`. */
@Entity('quiz')
export class QuizEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId!: number;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: EventEntity;

  @Column({ type: 'varchar', length: 200 })
  question!: string;

  @OneToMany(() => QuizOptionEntity, (option) => option.quiz)
  options?: QuizOptionEntity[];
}

/** One answer option of a quiz; exactly one per quiz has `correct` (table `quiz_option`). */
@Entity('quiz_option')
export class QuizOptionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'quiz_id', type: 'integer' })
  quizId!: number;

  @ManyToOne(() => QuizEntity, (quiz) => quiz.options, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_id' })
  quiz?: QuizEntity;

  @Column({ type: 'varchar', length: 100 })
  text!: string;

  @Column({ name: 'is_correct', type: 'boolean' })
  correct!: boolean;

  /** 0-based order of the option as the owner entered it. */
  @Column({ type: 'integer' })
  position!: number;
}

/**
 * One visitor's answer to one quiz (spec §3 "Quiz submission"); table `quiz_submission`.
 * `normalizedContact` (`normalizeContact` of contracts) is unique per quiz: one answer per contact.
 */
@Entity('quiz_submission')
@Unique('uq_quiz_submission_contact', ['quizId', 'normalizedContact'])
export class QuizSubmissionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'quiz_id', type: 'integer' })
  quizId!: number;

  @Column({ name: 'option_id', type: 'integer' })
  optionId!: number;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  /** The contact as the visitor typed it (trimmed). */
  @Column({ name: 'contact_info', type: 'varchar', length: 100 })
  contactInfo!: string;

  @Column({ name: 'normalized_contact', type: 'varchar', length: 100 })
  normalizedContact!: string;

  /** Version of the relatives' notice agreed to (RELATIVE_NOTICE_VERSION, ARCHITECTURE §4.24); null before consent was asked. */
  @Column({ name: 'privacy_consent_version', type: 'varchar', length: 20, nullable: true })
  privacyConsentVersion!: string | null;

  /** When the name and contact were replaced by '선물한 분 N' (retention or the relative's erase, ARCHITECTURE §4.24). */
  @Column({ ...TIMESTAMP_COLUMN, name: 'anonymized_at', nullable: true })
  anonymizedAt!: Date | null;

  @Column({ ...TIMESTAMP_COLUMN, name: 'created_at' })
  createdAt!: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt ??= new Date();
  }
}
