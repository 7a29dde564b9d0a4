import { z } from 'zod';
import type { QuizManageData, QuizOwner, QuizPublic, QuizRankingEntry, QuizSubmitResponse } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the quiz routes as strict zod schemas (ARCHITECTURE "The API table"); `Same` below
 * makes the compiler compare each with the type the front ends use.
 */

const option = z.strictObject({ id: z.number().int(), text: z.string(), correct: z.boolean() });
const quizOwnerShape = { id: z.number().int(), question: z.string(), options: z.array(option), createdAt: z.string() };

/** A quiz as everyone reads it (the news read's `quizList` items): never the correct option. */
export const quizPublicResponseSchema = z.strictObject({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.strictObject({ id: z.number().int(), text: z.string() })),
});

/** One participant of the quiz ranking (the quiz manage page and the wrap-up summary). */
export const quizRankingEntryResponseSchema = z.strictObject({
  rank: z.number().int(),
  name: z.string(),
  contactInfo: z.string(),
  score: z.number().int(),
  answered: z.number().int(),
  lastSubmittedAt: z.string(),
});

/** `POST /api/quiz/create/{eventCode}` → 201: the quiz as its owner sees it. */
export const quizOwnerResponseSchema = z.strictObject(quizOwnerShape);

/** `POST /api/quiz/submit/{quizId}` → 201 (whether the answer was right is not revealed). */
export const quizSubmitResponseSchema = z.strictObject({ quizId: z.number().int(), submitted: z.literal(true) });

/** `DELETE /api/quiz/delete/{quizId}` → 200. */
export const quizDeletedResponseSchema = z.strictObject({ id: z.number().int() });

/** `GET /api/quiz/manage/{eventCode}` → 200: every quiz with one page of submissions, and one page of the ranking. */
export const quizManageResponseSchema = z.strictObject({
  eventCode: z.string(),
  eventTitle: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  quizzes: z.array(
    z.strictObject({
      ...quizOwnerShape,
      submissions: z.array(
        z.strictObject({
          id: z.number().int(),
          name: z.string(),
          contactInfo: z.string(),
          selectedOptionId: z.number().int(),
          selectedOptionText: z.string(),
          correct: z.boolean(),
          createdAt: z.string(),
        }),
      ),
      submissionCount: z.number().int(),
    }),
  ),
  ranking: z.array(quizRankingEntryResponseSchema),
  rankingCount: z.number().int(),
});

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type QuizResponsesMatch = [
  Expect<Same<z.output<typeof quizPublicResponseSchema>, QuizPublic>>,
  Expect<Same<z.output<typeof quizRankingEntryResponseSchema>, QuizRankingEntry>>,
  Expect<Same<z.output<typeof quizOwnerResponseSchema>, QuizOwner>>,
  Expect<Same<z.output<typeof quizSubmitResponseSchema>, QuizSubmitResponse>>,
  Expect<Same<z.output<typeof quizManageResponseSchema>, QuizManageData>>,
];
