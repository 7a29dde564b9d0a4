import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LIMITS,
  normalizeContact,
  type QuizCreateRequest,
  type QuizManageData,
  type QuizOwner,
  type QuizPublic,
  type QuizSubmitRequest,
  type QuizSubmitResponse,
  RELATIVE_NOTICE_VERSION,
} from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { readRows } from '../database/read-rows';
import { isUniqueViolation } from '../database/db-errors';
import { EventChanged } from '../events/event-changed.service';
import { EventsService } from '../events/events.service';
import { NotificationsService } from '../notifications/notifications.service';
import { QuizEntity, QuizOptionEntity, QuizSubmissionEntity } from './quiz.entity';
import { loadAnswerRanking, loadManageData, toQuizOwner, type AnswerRanking, type QuizWithOptions } from './quizzes.manage';
import { loadQuizList } from './quizzes.read';
import { isPageOwner } from '../common/page-owner';
import { EventCircles } from '../events/event-circles.service';

/**
 * Option `?` of quiz `?` when the quiz belongs to the news page with share code `?` (indexed joins on
 * primary keys and `event.code`). No row: unknown quiz, another page's code or another quiz's option.
 */
const OPTION_OF_PAGE = `SELECT o.id FROM \`quiz_option\` o JOIN \`quiz\` q ON q.id = o.quiz_id JOIN \`event\` e ON e.id = q.event_id
  WHERE o.id = ? AND q.id = ? AND e.code = ?`;

/** Quizzes of a news page (spec §2 quiz creation/management/answering, ARCHITECTURE §4.9, §5). */
@Injectable()
export class QuizzesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly events: EventsService,
    private readonly notifications: NotificationsService,
    private readonly circles: EventCircles,
  ) {}

  /** The public `quizList` of the news page `eventId` for its read (`loadQuizList`: no correct flags). */
  publicListOf(eventId: number): Promise<QuizPublic[]> {
    return loadQuizList(this.dataSource, eventId);
  }

  /** The quiz count and the whole answer ranking of the page `eventId`, for its owner's summary (`loadAnswerRanking`). */
  answerRankingOf(eventId: number): Promise<AnswerRanking> {
    return loadAnswerRanking(this.dataSource, eventId);
  }

  /**
   * Adds a quiz (already validated by `quizCreateSchema`) to the caller's news page `code`, options
   * in the given order; `EventChanged` is published for the page. Returns the owner's view of the quiz.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403), `QUIZ_LIMIT_REACHED` (400) when
   *   the page already has LIMITS.quizzesPerEventMax (20) quizzes.
   */
  async create(memberId: number, code: string, input: QuizCreateRequest): Promise<QuizOwner> {
    const event = await this.events.findOwned(code, memberId);
    const quiz = await this.dataSource.transaction(async (manager) => {
      // Checked inside the transaction: parallel creates cannot pass the cap together (ARCHITECTURE §5).
      await this.events.assertBelowPageCap(manager, 'quiz', event.id, LIMITS.quizzesPerEventMax, 'QUIZ_LIMIT_REACHED');
      const saved = await manager.save(manager.create(QuizEntity, { eventId: event.id, question: input.question }));
      const options = await manager.save(
        input.options.map((option, position) => manager.create(QuizOptionEntity, { quizId: saved.id, text: option.text, correct: option.correct, position })),
      );
      return Object.assign(saved, { options }) as QuizWithOptions;
    });
    this.eventChanged.publish(event.code);
    return toQuizOwner(quiz);
  }

  /**
   * Deletes the caller's quiz `quizId` with its options and submissions; publishes `EventChanged` for the page.
   * @throws DomainError `QUIZ_NOT_FOUND` (404); `NOT_OWNER` (403) when another member owns it.
   */
  async remove(memberId: number, quizId: number): Promise<{ id: number }> {
    const quiz = await this.dataSource.getRepository(QuizEntity).findOne({ where: { id: quizId }, relations: { event: true } });
    if (!quiz?.event) throw new DomainError('QUIZ_NOT_FOUND');
    if (!isPageOwner(quiz.event, memberId)) throw new DomainError('NOT_OWNER');
    await this.dataSource.getRepository(QuizEntity).delete({ id: quiz.id });
    this.eventChanged.publish(quiz.event.code);
    return { id: quiz.id };
  }

  /**
   * Records a visitor's answer (no login) to quiz `quizId` of the news page whose share code is
   * `input.eventCode`. ONE read finds the chosen option by (option id, quiz id, share code), so a wrong
   * code, an unknown quiz and an option of another quiz all answer the same 404 and nothing is written:
   * without the code no one can rank into a page or learn its option ids (ARCHITECTURE §4.7, §4.9).
   * One answer per quiz and contact — the contact compared as `normalizeContact` gives it — enforced by
   * the unique index, so concurrent repeats get 409 too. The page owner's notification is recorded in
   * the answer's transaction (ARCHITECTURE §4.23). The row keeps `RELATIVE_NOTICE_VERSION`: the body pipe
   * refused the answer without `privacyConsent` (ARCHITECTURE §4.24).
   * @throws DomainError `QUIZ_NOT_FOUND` (404), `QUIZ_ALREADY_SUBMITTED` (409).
   */
  async submit(quizId: number, input: QuizSubmitRequest): Promise<QuizSubmitResponse> {
    // Either circle's code (ARCHITECTURE "Two circles"); an unknown or closed one answers as another page's code.
    const opened = await this.circles.find(input.eventCode);
    const [option] = opened
      ? await readRows<{ id: number | string }>(this.dataSource, OPTION_OF_PAGE, [input.selectedOptionId, quizId, opened.familyCode])
      : [];
    if (!option) throw new DomainError('QUIZ_NOT_FOUND');
    const submission = this.dataSource.getRepository(QuizSubmissionEntity).create({
      quizId,
      optionId: Number(option.id),
      name: input.name,
      contactInfo: input.contactInfo,
      normalizedContact: normalizeContact(input.contactInfo).slice(0, LIMITS.contactMax),
      // The relatives' notice the visitor agreed to (the body's privacyConsent, ARCHITECTURE §4.24).
      privacyConsentVersion: RELATIVE_NOTICE_VERSION,
    });
    let notified = false;
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(QuizSubmissionEntity).insert(submission);
        const runner = manager.queryRunner!;
        notified = await this.notifications.record(
          async (sql, values) => Number((await runner.query(sql, values, true)).affected ?? 0),
          async <R>(sql: string, values: unknown[]) => (await runner.query(sql, values)) as R[],
          { kind: 'QUIZ_ANSWERED', quizId, relativeName: input.name },
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('QUIZ_ALREADY_SUBMITTED');
      throw err;
    }
    if (notified) this.notifications.nudge();
    return { quizId, submitted: true };
  }

  /**
   * The owner's quiz management read of news page `code`, page `page` (0-based): quizzes with options
   * (correct marked), one page of each quiz's submissions and of the ranking (see `loadManageData`).
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async manage(memberId: number, code: string, page = 0): Promise<QuizManageData> {
    const event = await this.events.findOwned(code, memberId);
    return loadManageData(this.dataSource, event, page);
  }
}
