/**
 * `LIMITS` of quiz fields and counts (ARCHITECTURE §4.9).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_QUIZ = {
  quizOptionsMin: 2,
  quizOptionsMax: 5,
  quizQuestionMax: 200,
  quizOptionTextMax: 100,
  /** Quizzes per news page: a quiz page is read in one go by every visitor. */
  quizzesPerEventMax: 20,
  /** Submissions (and ranking entries) per page of the owner's quiz management view. */
  quizSubmissionsPageSize: 50,
} as const;
