import { LIMITS } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { sqlTimestamp } from '../src/database/sql-timestamp';
import { quietTitles } from '../src/wishes/testing/wish-fixtures';
import { testDatabases, useTestApp } from './harness';
import { bearer, ownerWithNews, quizBody, wishBody } from './helpers';
import { apiError } from './reservation-kit';

/** At most 200 wishes and 20 quizzes per news page, checked inside the write's transaction (ARCHITECTURE §5). */
describe.each(testDatabases())('per-page caps under parallel creates on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const ds = () => s.t.app.get(DataSource);
  const eventIdOf = async (code: string): Promise<number> => Number((await ds().query('SELECT id FROM `event` WHERE code = ?', [code]))[0].id);

  it(`30 parallel wish creates at ${LIMITS.wishesPerEventMax - 5} existing → exactly ${LIMITS.wishesPerEventMax}`, async () => {
    const { token, code } = await ownerWithNews(s.t);
    const eventId = await eventIdOf(code);
    const now = sqlTimestamp();
    for (let i = 0; i < LIMITS.wishesPerEventMax - 5; i++) {
      await ds().query(
        'INSERT INTO `wish` (event_id, title, description, link, link_type, price, image_path, auto_extracted_title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [eventId, `기존 ${i}`, '', '', 'OTHERS', null, null, null, now, now],
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        s.t.app.inject({ method: 'POST', url: `/api/wish/create/${code}`, headers: bearer(token), payload: wishBody({ title: `새 선물 ${i}`, link: '' }) }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.json()).toEqual(apiError('WISH_LIMIT_REACHED'));
    expect(Number((await ds().query('SELECT COUNT(*) AS n FROM `wish` WHERE event_id = ?', [eventId]))[0].n)).toBe(LIMITS.wishesPerEventMax);
  }, 120_000);

  it(`30 parallel quiz creates at ${LIMITS.quizzesPerEventMax - 5} existing → exactly ${LIMITS.quizzesPerEventMax}`, async () => {
    const { token, code } = await ownerWithNews(s.t);
    const eventId = await eventIdOf(code);
    for (let i = 0; i < LIMITS.quizzesPerEventMax - 5; i++) {
      const res = await s.t.app.inject({ method: 'POST', url: `/api/quiz/create/${code}`, headers: bearer(token), payload: quizBody() });
      expect(res.statusCode).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => s.t.app.inject({ method: 'POST', url: `/api/quiz/create/${code}`, headers: bearer(token), payload: quizBody() })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.json()).toEqual(apiError('QUIZ_LIMIT_REACHED'));
    expect(Number((await ds().query('SELECT COUNT(*) AS n FROM `quiz` WHERE event_id = ?', [eventId]))[0].n)).toBe(LIMITS.quizzesPerEventMax);
  }, 120_000);
});
