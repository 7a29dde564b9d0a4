import { LIMITS, MSG } from '@babynews/contracts';
import { testDatabases, useTestApp } from '../../test/harness';
import { ownerWithNews, quizBody, signUp } from '../../test/helpers';
import { quizApi } from './quiz-test-kit';
import { rankVisitors } from './quizzes.manage';

describe('rankVisitors', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 3, minute)).toISOString();
  it('groups by contact key, scores correct answers, shares ranks on ties and keeps the latest name', () => {
    const ranking = rankVisitors([
      { key: 'a', name: '이모', contactInfo: '010-1', correct: true, createdAt: at(1) },
      { key: 'b', name: '삼촌', contactInfo: 'b@x.kr', correct: true, createdAt: at(2) },
      { key: 'a', name: '큰이모', contactInfo: '0101', correct: true, createdAt: at(3) },
      { key: 'c', name: '고모', contactInfo: '010-3', correct: false, createdAt: at(4) },
      { key: 'b', name: '삼촌', contactInfo: 'b@x.kr', correct: true, createdAt: at(2) },
    ]);
    expect(ranking).toEqual([
      { rank: 1, name: '삼촌', contactInfo: 'b@x.kr', score: 2, answered: 2, lastSubmittedAt: at(2) },
      { rank: 1, name: '큰이모', contactInfo: '0101', score: 2, answered: 2, lastSubmittedAt: at(3) },
      { rank: 3, name: '고모', contactInfo: '010-3', score: 0, answered: 1, lastSubmittedAt: at(4) },
    ]);
    expect(rankVisitors([])).toEqual([]);
  });
});

describe.each(testDatabases())('GET /api/quiz/manage/{eventCode} on %s', (db) => {
  const s = useTestApp(db);
  const api = quizApi(() => s.t);

  it('gives the owner an empty list before the first quiz', async () => {
    const owner = await ownerWithNews(s.t);
    const res = await api.manage(owner.token, owner.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      eventCode: owner.code,
      eventTitle: expect.any(String),
      page: 0,
      pageSize: LIMITS.quizSubmissionsPageSize,
      totalPages: 1,
      quizzes: [],
      ranking: [],
      rankingCount: 0,
    });
  });

  it('lists each quiz with the correct option, every answer (name, contact, choice, right or wrong, time) and the ranking', async () => {
    const owner = await ownerWithNews(s.t);
    const q1 = (await api.create(owner.token, owner.code, quizBody({ question: '태명은?' }))).json();
    const q2 = (
      await api.create(
        owner.token,
        owner.code,
        quizBody({
          question: '예정일은?',
          options: [
            { text: '봄', correct: true },
            { text: '여름', correct: false },
          ],
        }),
      )
    ).json();
    const send = (quizId: number, optionId: number, name: string, contactInfo: string) =>
      api.submit(quizId, { eventCode: owner.code, selectedOptionId: optionId, name, contactInfo, privacyConsent: true });
    expect((await send(q1.id, q1.options[1].id, '이모', '010-1234-5678')).statusCode).toBe(201); // right
    expect((await send(q2.id, q2.options[0].id, '이모', '01012345678')).statusCode).toBe(201); // right
    expect((await send(q1.id, q1.options[0].id, '삼촌', 'Uncle@Example.com')).statusCode).toBe(201); // wrong
    expect((await send(q2.id, q2.options[0].id, '삼촌', 'uncle@example.com')).statusCode).toBe(201); // right
    expect((await send(q1.id, q1.options[0].id, '이모', '010 1234 5678')).statusCode).toBe(409);

    const res = await api.manage(owner.token, owner.code);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.quizzes.map((q: { question: string }) => q.question)).toEqual(['태명은?', '예정일은?']);
    expect(data.quizzes[0].options).toEqual([
      { id: q1.options[0].id, text: '콩이', correct: false },
      { id: q1.options[1].id, text: '복덩이', correct: true },
      { id: q1.options[2].id, text: '튼튼이', correct: false },
    ]);
    expect(data.quizzes[0].submissions).toEqual([
      {
        id: expect.any(Number),
        name: '이모',
        contactInfo: '010-1234-5678',
        selectedOptionId: q1.options[1].id,
        selectedOptionText: '복덩이',
        correct: true,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        name: '삼촌',
        contactInfo: 'Uncle@Example.com',
        selectedOptionId: q1.options[0].id,
        selectedOptionText: '콩이',
        correct: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(Math.abs(Date.parse(data.quizzes[0].submissions[0].createdAt) - Date.now())).toBeLessThan(60_000);
    expect(data.quizzes[1].submissions.map((x: { name: string; correct: boolean }) => [x.name, x.correct])).toEqual([
      ['이모', true],
      ['삼촌', true],
    ]);
    expect(data.ranking).toEqual([
      { rank: 1, name: '이모', contactInfo: '01012345678', score: 2, answered: 2, lastSubmittedAt: expect.any(String) },
      { rank: 2, name: '삼촌', contactInfo: 'uncle@example.com', score: 1, answered: 2, lastSubmittedAt: expect.any(String) },
    ]);
  });

  it('is for the owner only: 401 anonymous, 403 another member, 404 unknown news', async () => {
    const owner = await ownerWithNews(s.t);
    await api.create(owner.token, owner.code, quizBody());
    expect((await api.manage(null, owner.code)).json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: MSG.common.unauthorized,
      error: 'Unauthorized',
    });
    const stranger = await signUp(s.t);
    const other = await api.manage(stranger.token, owner.code);
    expect(other.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
    expect(other.body).not.toContain('correct');
    expect((await api.manage(owner.token, 'x'.repeat(40))).json()).toEqual({
      statusCode: 404,
      code: 'NEWS_NOT_FOUND',
      message: MSG.event.notFound,
      error: 'Not Found',
    });
  });
});
