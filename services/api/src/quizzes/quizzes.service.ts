import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MSG,
  normalizeContact,
  type QuizCreateRequest,
  type QuizManageData,
  type QuizOwner,
  type QuizSubmitRequest,
  type QuizSubmitResponse,
  type TokenClaims,
} from '@babynews/contracts';
import { DataSource, In } from 'typeorm';
import { isUniqueViolation } from '../database/db-errors';
import { findOwnedEvent } from '../events/event-ownership';
import { NewsChanged } from '../events/news-changed';
import { QuizEntity, QuizOptionEntity, QuizSubmissionEntity } from './quiz.entity';
import { buildManageData, toQuizOwner, type QuizWithOptions } from './quizzes.manage';

/** Largest id accepted in a path: anything else cannot exist (and must not reach the database). */
const MAX_ID = 2_147_483_647;

/**
 * Parses a `{quizId}` path segment.
 * @throws NotFoundException 404 `MSG.quiz.notFound` unless it is a positive 32-bit integer.
 */
export function parseQuizId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw new NotFoundException(MSG.quiz.notFound);
  return id;
}

/** Quizzes of a news page (spec §2 quiz creation/management/answering, DESIGN §4.9, §5). */
@Injectable()
export class QuizzesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly newsChanged: NewsChanged,
  ) {}

  /**
   * Adds a quiz (already validated by `quizCreateSchema`) to the caller's news page `code`, options
   * in the given order; `NewsChanged` is published for the page. Returns the owner's view of the quiz.
   * @throws NotFoundException 404 `MSG.event.notFound`; ForbiddenException 403 `MSG.event.notOwner`.
   */
  async create(user: TokenClaims, code: string, input: QuizCreateRequest): Promise<QuizOwner> {
    const event = await findOwnedEvent(this.dataSource.manager, code, Number(user.sub));
    const quiz = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(manager.create(QuizEntity, { eventId: event.id, question: input.question }));
      const options = await manager.save(
        input.options.map((option, position) => manager.create(QuizOptionEntity, { quizId: saved.id, text: option.text, correct: option.correct, position })),
      );
      return Object.assign(saved, { options }) as QuizWithOptions;
    });
    this.newsChanged.publish(event.code);
    return toQuizOwner(quiz);
  }

  /**
   * Deletes the caller's quiz `quizId` with its options and submissions; publishes `NewsChanged` for the page.
   * @throws NotFoundException 404 `MSG.quiz.notFound`; ForbiddenException 403 when another member owns it.
   */
  async remove(user: TokenClaims, quizId: number): Promise<{ id: number }> {
    const quiz = await this.dataSource.getRepository(QuizEntity).findOne({ where: { id: quizId }, relations: { event: true } });
    if (!quiz?.event) throw new NotFoundException(MSG.quiz.notFound);
    if (String(quiz.event.ownerId) !== user.sub) throw new ForbiddenException(MSG.event.notOwner);
    await this.dataSource.getRepository(QuizEntity).delete({ id: quiz.id });
    this.newsChanged.publish(quiz.event.code);
    return { id: quiz.id };
  }

  /**
   * Records a visitor's answer (no login). One answer per quiz and contact — the contact compared as
   * `normalizeContact` gives it — enforced by the unique index, so concurrent repeats get 409 too.
   * @throws NotFoundException 404 `MSG.quiz.notFound`; BadRequestException 400
   *   `MSG.quiz.optionNotInQuiz`; ConflictException 409 `MSG.quiz.alreadySubmitted`.
   */
  async submit(quizId: number, input: QuizSubmitRequest): Promise<QuizSubmitResponse> {
    const option = await this.dataSource.getRepository(QuizOptionEntity).findOne({ where: { id: input.selectedOptionId }, select: { id: true, quizId: true } });
    if (!option || option.quizId !== quizId) {
      if (!(await this.dataSource.getRepository(QuizEntity).existsBy({ id: quizId }))) throw new NotFoundException(MSG.quiz.notFound);
      throw new BadRequestException(MSG.quiz.optionNotInQuiz);
    }
    const submission = this.dataSource.getRepository(QuizSubmissionEntity).create({
      quizId,
      optionId: option.id,
      name: input.name,
      contactInfo: input.contactInfo,
      normalizedContact: normalizeContact(input.contactInfo).slice(0, 100),
    });
    try {
      await this.dataSource.getRepository(QuizSubmissionEntity).insert(submission);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(MSG.quiz.alreadySubmitted);
      throw err;
    }
    return { quizId, submitted: true };
  }

  /**
   * The owner's quiz management read of news page `code`: quizzes with options (correct marked),
   * submissions and the ranking (see `buildManageData`).
   * @throws NotFoundException 404 `MSG.event.notFound`; ForbiddenException 403 `MSG.event.notOwner`.
   */
  async manage(user: TokenClaims, code: string): Promise<QuizManageData> {
    const event = await findOwnedEvent(this.dataSource.manager, code, Number(user.sub));
    const quizzes = (await this.dataSource.getRepository(QuizEntity).find({ where: { eventId: event.id }, relations: { options: true }, order: { id: 'ASC' } })) as QuizWithOptions[];
    const submissions = quizzes.length
      ? await this.dataSource.getRepository(QuizSubmissionEntity).find({ where: { quizId: In(quizzes.map((q) => q.id)) }, order: { createdAt: 'ASC', id: 'ASC' } })
      : [];
    return buildManageData(event, quizzes, submissions);
  }
}
