import { MSG, quizSubmitRoute, type QuizSubmitRequest, type QuizSubmitResponse } from '@babynews/contracts';
import { ApiRequestError, callApi, hasCode, isNetworkFailure } from '@babynews/session';

/**
 * `POST /api/quiz/submit/{quizId}` `{eventCode, selectedOptionId, name, contactInfo}` → 201 (spec §7; the
 * news page's share code as on every anonymous call, ARCHITECTURE §4.7; no login needed, so no token is
 * sent and a signed-in visitor's session is never touched).
 * @throws ApiRequestError — QUIZ_ALREADY_SUBMITTED (repeated contact), VALIDATION_FAILED (invalid input),
 *   QUIZ_NOT_FOUND (unknown quiz, option or code), RATE_LIMITED, or status 0 (network).
 */
export function submitQuiz(quizId: number, request: QuizSubmitRequest): Promise<QuizSubmitResponse> {
  return callApi(quizSubmitRoute, { params: { quizId }, body: request }, { auth: false, fallbackMessage: '' });
}

/**
 * The message shown for a failed submission (spec §8 "Quiz submit"), by error code (ARCHITECTURE §4.19):
 * QUIZ_ALREADY_SUBMITTED → '이미 해당 연락처로 …'; an input refusal (VALIDATION_FAILED,
 * MALFORMED_BODY) → the server's text or '입력 정보를 확인해주세요.'; another
 * answer → the server's text as is; otherwise (network, no text) → '제출 중 오류가 발생했습니다.
 * 잠시 후 다시 시도해주세요.'.
 */
export function submitErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || isNetworkFailure(error)) return MSG.quiz.submitFailed;
  if (hasCode(error, 'QUIZ_ALREADY_SUBMITTED')) return MSG.quiz.alreadySubmitted;
  if (hasCode(error, 'VALIDATION_FAILED', 'MALFORMED_BODY')) return error.message || MSG.quiz.submitInputError;
  return error.message || MSG.quiz.submitFailed;
}
