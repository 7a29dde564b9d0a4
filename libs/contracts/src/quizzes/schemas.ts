import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { requiredText } from '../common/text-fields';
import { eventCodeFieldSchema } from '../events/schemas';
import { privacyConsentField } from '../consent/schemas';

/**
 * Request schemas of quizzes (spec §5; ARCHITECTURE §4.9): the owner's quiz and a visitor's answer.
 * Strict objects; checks in the order the forms show them.
 */

/** `POST /api/quiz/create/{eventCode}` `{question, options: [{text, correct}]}`: 2–5 options, exactly one correct. */
export const quizCreateSchema = z.strictObject({
  question: requiredText(MSG.quiz.questionRequired, { len: LIMITS.quizQuestionMax, message: MSG.quiz.questionTooLong }),
  options: z
    .array(
      z.strictObject({
        text: requiredText(MSG.quiz.optionRequired, { len: LIMITS.quizOptionTextMax, message: MSG.quiz.optionTooLong }),
        correct: z.boolean({ error: MSG.quiz.exactlyOneCorrect }),
      }),
      { error: MSG.quiz.optionCount },
    )
    .min(LIMITS.quizOptionsMin, MSG.quiz.optionCount)
    .max(LIMITS.quizOptionsMax, MSG.quiz.optionCount)
    .refine((opts) => opts.filter((o) => o.correct).length === 1, MSG.quiz.exactlyOneCorrect),
});
export type QuizCreateRequest = z.infer<typeof quizCreateSchema>;

/**
 * `POST /api/quiz/submit/{quizId}` `{eventCode, selectedOptionId, name, contactInfo, privacyConsent: true}`:
 * the news page's share code first, like every anonymous call (ARCHITECTURE §4.7, §4.9); a wrong code
 * answers as an unknown quiz (404); the consent box last (400 `CONSENT_REQUIRED` without it, ARCHITECTURE §4.24).
 */
export const quizSubmitSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  selectedOptionId: z.number({ error: MSG.quiz.answerAll }).int(MSG.quiz.answerAll).positive(MSG.quiz.answerAll),
  name: requiredText(MSG.quiz.contactRequired, { len: LIMITS.reserverNameMax, message: MSG.reserve.nameTooLong }),
  contactInfo: requiredText(MSG.quiz.contactRequired, { len: LIMITS.contactMax, message: MSG.reserve.contactTooLong }),
  privacyConsent: privacyConsentField,
});
export type QuizSubmitRequest = z.infer<typeof quizSubmitSchema>;

/** `GET /api/quiz/manage/{eventCode}?page=` — `page` 0-based, decimal ('' or absent: 0; the API caps it at 100,000). */
export const quizManageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{0,6}$/, MSG.common.badRequest)
    .optional(),
});
export type QuizManageQuery = z.infer<typeof quizManageQuerySchema>;
