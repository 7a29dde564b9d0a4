import { LIMITS } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { sqlTimestamp } from '../src/database/sql-timestamp';
import { testDatabases, useTestApp } from './harness';
import { bearer, ownerWithNews, quizBody } from './helpers';
import { apiError } from './reservation-kit';

const SIZE = LIMITS.quizSubmissionsPageSize;

/** `GET /api/quiz/manage/{eventCode}?page=` — submissions and ranking a page at a time (ARCHITECTURE §4.9). */
describe.each(testDatabases())('quiz management pages on %s', (db) => {
  const s = useTestApp(db);
  const manage = (token: string, code: string, page?: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/quiz/manage/${code}${page === undefined ? '' : `?page=${page}`}`, headers: bearer(token) });

  it(`${2 * SIZE + 20} submissions: pages of ${SIZE} oldest first, counts, ranking pages in rank order; bad pages → 400`, async () => {
    const { token, code } = await ownerWithNews(s.t);
    const quiz = (await s.t.app.inject({ method: 'POST', url: `/api/quiz/create/${code}`, headers: bearer(token), payload: quizBody() })).json();
    const right = quiz.options.find((o: { correct: boolean }) => o.correct).id;
    const wrong = quiz.options.find((o: { correct: boolean }) => !o.correct).id;
    const total = 2 * SIZE + 20;
    const base = Date.UTC(2026, 10, 1);
    for (let i = 0; i < total; i++) {
      await s.t.app
        .get(DataSource)
        .query('INSERT INTO `quiz_submission` (quiz_id, option_id, name, contact_info, normalized_contact, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
          quiz.id,
          i % 3 === 0 ? right : wrong,
          `방문자${i}`,
          `v${i}@example.com`,
          `v${i}@example.com`,
          sqlTimestamp(new Date(base + i * 1000)),
        ]);
    }
    const pages = [];
    for (const page of ['0', '1', '2', '3']) {
      const res = await manage(token, code, page);
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect((await manage(token, code)).json()).toEqual(pages[0]);
    for (const [index, data] of pages.entries()) {
      expect(data).toMatchObject({ page: index, pageSize: SIZE, totalPages: 3, rankingCount: total });
      expect(data.quizzes[0].submissionCount).toBe(total);
    }
    const names = pages.flatMap((p) => p.quizzes[0].submissions.map((x: { name: string }) => x.name));
    expect(names).toEqual(Array.from({ length: total }, (_, i) => `방문자${i}`));
    expect(pages.map((p) => p.quizzes[0].submissions.length)).toEqual([SIZE, SIZE, 20, 0]);

    const ranking = pages.flatMap((p) => p.ranking);
    expect(ranking).toHaveLength(total);
    const correctCount = Math.ceil(total / 3);
    expect(ranking.slice(0, correctCount).every((r: { rank: number; score: number }) => r.rank === 1 && r.score === 1)).toBe(true);
    expect(ranking[correctCount]).toMatchObject({ rank: correctCount + 1, score: 0, name: '방문자1', contactInfo: 'v1@example.com' });
    expect(ranking[0]).toMatchObject({ name: '방문자0', answered: 1, lastSubmittedAt: new Date(base).toISOString() });

    for (const bad of ['-1', 'abc', '1.5', '9999999']) expect((await manage(token, code, bad)).json()).toEqual(apiError('VALIDATION_FAILED'));
  }, 120_000);
});
