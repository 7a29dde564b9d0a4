/** Answer shapes of quizzes (spec §3, §7; ARCHITECTURE §4.9). Times are ISO-8601 strings in UTC. */

export interface QuizOptionPublic {
  id: number;
  text: string;
}

export interface QuizPublic {
  id: number;
  question: string;
  options: QuizOptionPublic[];
}

/** An option as its owner sees it: with the correct flag (never in the public read). */
export interface QuizOptionOwner extends QuizOptionPublic {
  correct: boolean;
}

/** `POST /api/quiz/create/{eventCode}` → 201: the new quiz with its options (owner's view). */
export interface QuizOwner {
  id: number;
  question: string;
  options: QuizOptionOwner[];
  createdAt: string;
}

/** `POST /api/quiz/submit/{quizId}` → 201. Whether the answer was right is not revealed. */
export interface QuizSubmitResponse {
  quizId: number;
  submitted: true;
}

/** One visitor's answer as the owner sees it (ARCHITECTURE §4.9). */
export interface QuizSubmissionView {
  id: number;
  name: string;
  /** As the visitor typed it (trimmed). */
  contactInfo: string;
  selectedOptionId: number;
  selectedOptionText: string;
  correct: boolean;
  createdAt: string;
}

/** One visitor in the score ranking: submissions grouped by normalised contact. */
export interface QuizRankingEntry {
  /** 1-based; equal scores share a rank (1, 1, 3). */
  rank: number;
  /** Name and contact of the visitor's latest submission. */
  name: string;
  contactInfo: string;
  /** Number of correct answers. */
  score: number;
  /** Number of quizzes answered. */
  answered: number;
  /** Time of the visitor's latest submission. */
  lastSubmittedAt: string;
}

/**
 * `GET /api/quiz/manage/{eventCode}?page=0` (owner only): every quiz (at most
 * LIMITS.quizzesPerEventMax) with one page of its submissions, and one page of the ranking.
 * `page` is 0-based; each list holds at most `pageSize` (LIMITS.quizSubmissionsPageSize) entries:
 * a quiz's `submissions` are its submissions `page * pageSize …` (oldest first), `ranking` is the
 * ranking's entries `page * pageSize …`. `totalPages` (≥ 1) covers the longest of these lists.
 */
export interface QuizManageData {
  eventCode: string;
  eventTitle: string;
  page: number;
  pageSize: number;
  totalPages: number;
  quizzes: Array<QuizOwner & { submissions: QuizSubmissionView[]; submissionCount: number }>;
  /** Best score first; ties ordered by who finished first. */
  ranking: QuizRankingEntry[];
  /** Number of visitors in the whole ranking. */
  rankingCount: number;
}
