import { LIMITS, type QuizManageData, type QuizOwner, type QuizRankingEntry, type QuizSubmissionView } from '@babynews/contracts';
import { In, type DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { sqlFlag } from '../database/read-rows';
import { fromSqlTimestamp } from '../database/sql-timestamp';
import { QuizEntity, QuizSubmissionEntity, type QuizOptionEntity } from './quiz.entity';

/** A quiz with its options loaded (options in any order; sorted here by position). */
export type QuizWithOptions = QuizEntity & { options: QuizOptionEntity[] };

/** Owner's view of a quiz: options in entry order with the correct flag (ARCHITECTURE §4.9). */
export function toQuizOwner(quiz: QuizWithOptions): QuizOwner {
  const options = [...quiz.options].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    id: quiz.id,
    question: quiz.question,
    options: options.map((o) => ({ id: o.id, text: o.text, correct: Boolean(o.correct) })),
    createdAt: quiz.createdAt.toISOString(),
  };
}

/**
 * The `?page=` of `GET /api/quiz/manage/{eventCode}`: absent → 0; otherwise a whole number 0…100000.
 * @throws DomainError `VALIDATION_FAILED` (400) for anything else.
 */
export function parsePage(raw: unknown): number {
  if (raw === undefined || raw === '') return 0;
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(page) || page > 100_000) throw new DomainError('VALIDATION_FAILED', { detail: `bad page ${String(raw)}` });
  return page;
}

/** One visitor's totals as the ranking query returns them. */
interface VisitorTotals {
  key: string;
  score: number;
  answered: number;
  last: Date;
}

/**
 * Builds page `page` of `GET /api/quiz/manage/{eventCode}` (spec §2 "quiz management", ARCHITECTURE §4.9):
 * every quiz of the page (oldest first, at most LIMITS.quizzesPerEventMax) with its submissions
 * `page * size …` (oldest first; chosen option text and right/wrong) and `submissionCount`, and the
 * ranking entries `page * size …` of all visitors (`rankingCount`), size = LIMITS.quizSubmissionsPageSize.
 * Submissions are read a page at a time from the database; the ranking is aggregated by the database
 * (one row per visitor). Submissions whose option is not of their quiz are ignored.
 */
export async function loadManageData(dataSource: DataSource, event: { id: number; code: string; title: string }, page: number): Promise<QuizManageData> {
  const size = LIMITS.quizSubmissionsPageSize;
  const quizzes = (await dataSource
    .getRepository(QuizEntity)
    .find({ where: { eventId: event.id }, relations: { options: true }, order: { id: 'ASC' } })) as QuizWithOptions[];
  const options = new Map<number, QuizOptionEntity>();
  for (const quiz of quizzes) for (const option of quiz.options) options.set(option.id, option);
  const submissions = dataSource.getRepository(QuizSubmissionEntity);
  const items = await Promise.all(
    quizzes.map(async (quiz) => {
      const [rows, submissionCount] = await submissions.findAndCount({
        where: { quizId: quiz.id },
        order: { createdAt: 'ASC', id: 'ASC' },
        skip: page * size,
        take: size,
      });
      return { ...toQuizOwner(quiz), submissions: rows.flatMap((s) => toView(s, options)), submissionCount };
    }),
  );
  const totals = await visitorTotals(
    dataSource,
    quizzes.map((q) => q.id),
  );
  const ranked = rankTotals(totals).slice(page * size, (page + 1) * size);
  const latest = await latestOf(
    dataSource,
    quizzes.map((q) => q.id),
    ranked.map((r) => r.key),
  );
  const longest = Math.max(totals.length, ...items.map((q) => q.submissionCount), 0);
  return {
    eventCode: event.code,
    eventTitle: event.title,
    page,
    pageSize: size,
    totalPages: Math.max(1, Math.ceil(longest / size)),
    quizzes: items,
    ranking: ranked.map(({ key, ...entry }) => ({ ...entry, name: latest.get(key)?.name ?? '', contactInfo: latest.get(key)?.contactInfo ?? '' })),
    rankingCount: totals.length,
  };
}

function toView(s: QuizSubmissionEntity, options: Map<number, QuizOptionEntity>): QuizSubmissionView[] {
  const option = options.get(s.optionId);
  if (!option || option.quizId !== s.quizId) return [];
  return [
    {
      id: s.id,
      name: s.name,
      contactInfo: s.contactInfo,
      selectedOptionId: option.id,
      selectedOptionText: option.text,
      correct: Boolean(option.correct),
      createdAt: s.createdAt.toISOString(),
    },
  ];
}

/** Per visitor (normalised contact): correct answers, answers, time of the latest answer. */
async function visitorTotals(dataSource: DataSource, quizIds: number[]): Promise<VisitorTotals[]> {
  if (quizIds.length === 0) return [];
  const rows: Array<{ k: string; score: number | string | null; answered: number | string; last: Date | string }> = await dataSource.query(
    `SELECT s.normalized_contact AS k, SUM(CASE WHEN o.is_correct = 1 THEN 1 ELSE 0 END) AS score, COUNT(*) AS answered, MAX(s.created_at) AS last
     FROM \`quiz_submission\` s JOIN \`quiz_option\` o ON o.id = s.option_id AND o.quiz_id = s.quiz_id
     WHERE s.quiz_id IN (${quizIds.map(() => '?').join(', ')}) GROUP BY s.normalized_contact`,
    quizIds,
  );
  return rows.map((r) => ({ key: r.k, score: Number(r.score ?? 0), answered: Number(r.answered), last: fromSqlTimestamp(r.last) }));
}

/** Best score first, ties by earlier last answer; equal scores share a rank (1, 1, 3). */
function rankTotals(totals: VisitorTotals[]): Array<Omit<QuizRankingEntry, 'name' | 'contactInfo'> & { key: string }> {
  const list = [...totals].sort((a, b) => b.score - a.score || a.last.getTime() - b.last.getTime() || a.key.localeCompare(b.key));
  let rank = 0;
  return list.map((v, index) => {
    if (index === 0 || list[index - 1].score !== v.score) rank = index + 1;
    return { rank, key: v.key, score: v.score, answered: v.answered, lastSubmittedAt: v.last.toISOString() };
  });
}

/** Name and contact of each visitor's latest submission (for one page of the ranking). */
async function latestOf(dataSource: DataSource, quizIds: number[], keys: string[]): Promise<Map<string, QuizSubmissionEntity>> {
  const latest = new Map<string, QuizSubmissionEntity>();
  if (keys.length === 0) return latest;
  const rows = await dataSource
    .getRepository(QuizSubmissionEntity)
    .find({ where: { quizId: In(quizIds), normalizedContact: In(keys) }, order: { createdAt: 'ASC', id: 'ASC' } });
  for (const row of rows) latest.set(row.normalizedContact, row);
  return latest;
}

/**
 * Groups submissions (oldest first) by `key` (the normalised contact) into a ranking: score = correct
 * answers, best first, ties by earlier last submission; equal scores share a rank (1, 1, 3). Name and
 * contact are those of the visitor's latest submission. (In-memory form of the database ranking.)
 */
export function rankVisitors(
  submissions: Array<Pick<QuizSubmissionView, 'name' | 'contactInfo' | 'correct' | 'createdAt'> & { key: string }>,
): QuizRankingEntry[] {
  const visitors = new Map<string, Omit<QuizRankingEntry, 'rank'>>();
  for (const s of submissions) {
    const seen = visitors.get(s.key);
    visitors.set(s.key, {
      name: s.name,
      contactInfo: s.contactInfo,
      score: (seen?.score ?? 0) + (s.correct ? 1 : 0),
      answered: (seen?.answered ?? 0) + 1,
      lastSubmittedAt: seen && seen.lastSubmittedAt > s.createdAt ? seen.lastSubmittedAt : s.createdAt,
    });
  }
  const list = [...visitors.values()].sort((a, b) => b.score - a.score || a.lastSubmittedAt.localeCompare(b.lastSubmittedAt));
  let rank = 0;
  return list.map((entry, index) => {
    if (index === 0 || list[index - 1].score !== entry.score) rank = index + 1;
    return { rank, ...entry };
  });
}

/** Every quiz answer of a page with whether it was right (answers whose option is not of their quiz are ignored). */
const QUIZ_ANSWERS = `SELECT s.name, s.contact_info, s.normalized_contact, s.created_at, o.is_correct
  FROM \`quiz_submission\` s
  JOIN \`quiz\` q ON q.id = s.quiz_id
  JOIN \`quiz_option\` o ON o.id = s.option_id AND o.quiz_id = s.quiz_id
  WHERE q.event_id = ?
  ORDER BY s.created_at, s.id`;

/** The quizzes of a page as its owner's summary shows them. */
export interface AnswerRanking {
  quizCount: number;
  /** Every visitor who answered, best first (`rankVisitors`). */
  quizRanking: QuizRankingEntry[];
}

/**
 * For `GET /api/event/summary/{code}` (ARCHITECTURE §4.20): the quiz count of the page `eventId` and its
 * whole ranking, every answer ranked in memory by `rankVisitors` (the same ranking as the quiz management
 * page). Two queries, run together.
 */
export async function loadAnswerRanking(dataSource: DataSource, eventId: number): Promise<AnswerRanking> {
  const [quizzes, answers] = await Promise.all([
    dataSource.query('SELECT COUNT(*) AS n FROM `quiz` WHERE event_id = ?', [eventId]) as Promise<Array<{ n: number | string }>>,
    dataSource.query(QUIZ_ANSWERS, [eventId]) as Promise<
      Array<{ name: string; contact_info: string; normalized_contact: string; created_at: Date | string; is_correct: number | boolean | string }>
    >,
  ]);
  const quizRanking = rankVisitors(
    answers.map((a) => ({
      key: a.normalized_contact,
      name: a.name,
      contactInfo: a.contact_info,
      correct: sqlFlag(a.is_correct),
      createdAt: fromSqlTimestamp(a.created_at).toISOString(),
    })),
  );
  return { quizCount: Number(quizzes[0]?.n ?? 0), quizRanking };
}
