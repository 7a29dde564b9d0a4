import { MSG, quizCreateRoute, quizDeleteRoute, quizManageRoute, type QuizCreateRequest, type QuizManageData, type QuizOwner } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `POST /api/quiz/create/{eventCode}` `{question, options[{text, correct}]}` → 201 the new quiz
 * (spec §7). Owner only.
 * @throws ApiRequestError — the server's text (400 validation, 401, 403, 404), else MSG.quiz.createFailed.
 */
export function createQuiz(eventCode: string, request: QuizCreateRequest): Promise<QuizOwner> {
  return callApi(
    quizCreateRoute,
    { params: { eventCode }, body: request },
    {
      fallbackMessage: MSG.quiz.createFailed,
      // A 403 here is "not your news page": show the server's text, keep the member signed in.
      keepSessionOnAuthError: true,
    },
  );
}

/**
 * `GET /api/quiz/manage/{eventCode}?page={page}` — the owner's quizzes with one page (0-based, at
 * most LIMITS.quizSubmissionsPageSize entries) of each quiz's answers and of the ranking (ARCHITECTURE §4.9).
 * @throws ApiRequestError — 401 expired login, 403 another member's news, 404 unknown code (the
 *   session is kept: the page decides); fallback MSG.quiz.manageLoadFailed.
 */
export function fetchQuizManage(eventCode: string, page: number, signal?: AbortSignal): Promise<QuizManageData> {
  return callApi(
    quizManageRoute,
    { params: { eventCode }, query: { page: String(page) } },
    {
      signal,
      fallbackMessage: MSG.quiz.manageLoadFailed,
      keepSessionOnAuthError: true,
    },
  );
}

/** `DELETE /api/quiz/delete/{quizId}` → `{id}`. @throws ApiRequestError — fallback MSG.quiz.deleteFailed. */
export async function deleteQuiz(quizId: number): Promise<void> {
  await callApi(quizDeleteRoute, { params: { quizId } }, { fallbackMessage: MSG.quiz.deleteFailed });
}
