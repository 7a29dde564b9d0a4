import type { QuizManageData, QuizOwner, QuizRankingEntry, QuizSubmissionView } from '@babynews/contracts';
import type { QuizEntity, QuizOptionEntity, QuizSubmissionEntity } from './quiz.entity';

/** A quiz with its options loaded (options in any order; sorted here by position). */
export type QuizWithOptions = QuizEntity & { options: QuizOptionEntity[] };

/** Owner's view of a quiz: options in entry order with the correct flag (DESIGN §4.9). */
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
 * Builds `GET /api/quiz/manage/{eventCode}` (spec §2 "quiz management", DESIGN §4.9): each quiz
 * (oldest first) with its submissions (oldest first; chosen option text and right/wrong) and the
 * ranking of visitors by score. Submissions whose quiz or option is not in `quizzes` are ignored.
 */
export function buildManageData(
  event: { code: string; title: string },
  quizzes: QuizWithOptions[],
  submissions: QuizSubmissionEntity[],
): QuizManageData {
  const options = new Map<number, QuizOptionEntity>();
  for (const quiz of quizzes) for (const option of quiz.options) options.set(option.id, option);
  const byQuiz = new Map<number, QuizSubmissionView[]>();
  const ranked: Array<QuizSubmissionView & { key: string }> = [];
  const ordered = [...submissions].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  for (const s of ordered) {
    const option = options.get(s.optionId);
    if (!option || option.quizId !== s.quizId) continue;
    const view: QuizSubmissionView = {
      id: s.id,
      name: s.name,
      contactInfo: s.contactInfo,
      selectedOptionId: option.id,
      selectedOptionText: option.text,
      correct: Boolean(option.correct),
      createdAt: s.createdAt.toISOString(),
    };
    byQuiz.set(s.quizId, [...(byQuiz.get(s.quizId) ?? []), view]);
    ranked.push({ ...view, key: s.normalizedContact });
  }
  const sortedQuizzes = [...quizzes].sort((a, b) => a.id - b.id);
  return {
    eventCode: event.code,
    eventTitle: event.title,
    quizzes: sortedQuizzes.map((quiz) => ({ ...toQuizOwner(quiz), submissions: byQuiz.get(quiz.id) ?? [] })),
    ranking: rankVisitors(ranked),
  };
}

/**
 * Groups submissions (oldest first) by `key` (the normalised contact) into a ranking: score = correct
 * answers, best first, ties by earlier last submission; equal scores share a rank (1, 1, 3). Name and
 * contact are those of the visitor's latest submission.
 */
export function rankVisitors(submissions: Array<Pick<QuizSubmissionView, 'name' | 'contactInfo' | 'correct' | 'createdAt'> & { key: string }>): QuizRankingEntry[] {
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
