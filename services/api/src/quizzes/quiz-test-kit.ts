import { eventReadRoute, quizCreateRoute, quizDeleteRoute, quizManageRoute, quizSubmitRoute } from '@babynews/contracts';
import { routePath } from '@babynews/testing';
import type { TestApp } from '../../test/harness';
import { bearer } from '../../test/helpers';

/**
 * The quiz routes as one-liners over `app.inject` for the quiz suites' HTTP-level assertions (status,
 * raw body); paths from the API table (`routePath`). Owners and quiz bodies come from `test/helpers.ts`.
 */
export function quizApi(t: () => TestApp) {
  const auth = (token: string | null) => (token ? bearer(token) : {});
  return {
    create: (token: string | null, code: string, payload: unknown) =>
      t().app.inject({ method: 'POST', url: routePath(quizCreateRoute, { eventCode: code }), headers: auth(token), payload: payload as object }),
    remove: (token: string | null, quizId: number | string) =>
      t().app.inject({ method: 'DELETE', url: routePath(quizDeleteRoute, { quizId }), headers: auth(token) }),
    submit: (quizId: number | string, payload: unknown) =>
      t().app.inject({ method: 'POST', url: routePath(quizSubmitRoute, { quizId }), payload: payload as object }),
    manage: (token: string | null, code: string) =>
      t().app.inject({ method: 'GET', url: routePath(quizManageRoute, { eventCode: code }), headers: auth(token) }),
    info: (code: string) => t().app.inject({ method: 'GET', url: routePath(eventReadRoute, { code }) }),
  };
}
