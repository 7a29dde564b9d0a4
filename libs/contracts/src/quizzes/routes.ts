import type { RouteDeclaration } from '../api/route';

/** The owner adds a quiz (2–5 options, exactly one correct) to their news page. */
export const quizCreateRoute = {
  method: 'POST',
  path: '/quiz/create/{eventCode}',
  status: 201,
  access: 'member',
  body: 'quizCreateSchema',
  output: 'quizOwnerResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER', 'QUIZ_LIMIT_REACHED'],
} as const satisfies RouteDeclaration;

/** The owner deletes a quiz with its options and answers. */
export const quizDeleteRoute = {
  method: 'DELETE',
  path: '/quiz/delete/{quizId}',
  access: 'member',
  output: 'quizDeletedResponseSchema',
  errors: ['QUIZ_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** A visitor answers a quiz with the news page's share code; one answer per contact. */
export const quizSubmitRoute = {
  method: 'POST',
  path: '/quiz/submit/{quizId}',
  status: 201,
  access: 'anyone',
  body: 'quizSubmitSchema',
  output: 'quizSubmitResponseSchema',
  errors: ['QUIZ_NOT_FOUND', 'QUIZ_ALREADY_SUBMITTED'],
} as const satisfies RouteDeclaration;

/** The owner's management read: every quiz with one page of answers, and one page of the ranking. */
export const quizManageRoute = {
  method: 'GET',
  path: '/quiz/manage/{eventCode}',
  access: 'member',
  query: 'quizManageQuerySchema',
  output: 'quizManageResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The quiz routes (spec §7, ARCHITECTURE §4.9), for the API table. */
export const quizRoutes = { create: quizCreateRoute, delete: quizDeleteRoute, submit: quizSubmitRoute, manage: quizManageRoute };
