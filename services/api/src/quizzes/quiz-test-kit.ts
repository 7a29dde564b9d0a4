import type { QuizCreateRequest } from '@babynews/contracts';
import type { TestApp } from '../../test/harness';
import { bearer, newsBody, signUp } from '../../test/helpers';

/** Test-only helpers of the quiz suites (not imported by the application). */

/** A valid quiz body: 3 options, the second correct (override any field). */
export const quizBody = (overrides: Partial<Record<keyof QuizCreateRequest, unknown>> & Record<string, unknown> = {}) => ({
  question: '아기의 태명은 무엇일까요?',
  options: [
    { text: '콩이', correct: false },
    { text: '복덩이', correct: true },
    { text: '튼튼이', correct: false },
  ],
  ...overrides,
});

/** A member with a news page: `{token, code, username}`. */
export async function ownerWithNews(t: TestApp) {
  const { token, member } = await signUp(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody() });
  if (res.statusCode !== 201) throw new Error(`event/create answered ${res.statusCode}: ${res.body}`);
  return { token, code: res.json().code as string, username: member.username };
}

/** The quiz routes as one-liners over `app.inject`. */
export function quizApi(t: () => TestApp) {
  const auth = (token: string | null) => (token ? bearer(token) : {});
  return {
    create: (token: string | null, code: string, payload: unknown) =>
      t().app.inject({ method: 'POST', url: `/api/quiz/create/${code}`, headers: auth(token), payload: payload as object }),
    remove: (token: string | null, quizId: number | string) => t().app.inject({ method: 'DELETE', url: `/api/quiz/delete/${quizId}`, headers: auth(token) }),
    submit: (quizId: number | string, payload: unknown) => t().app.inject({ method: 'POST', url: `/api/quiz/submit/${quizId}`, payload: payload as object }),
    manage: (token: string | null, code: string) => t().app.inject({ method: 'GET', url: `/api/quiz/manage/${code}`, headers: auth(token) }),
    info: (code: string) => t().app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}` }),
  };
}
