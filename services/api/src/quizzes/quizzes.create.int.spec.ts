import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { ownerWithNews, quizBody, signUp } from '../../test/helpers';
import { QuizEntity, QuizOptionEntity, QuizSubmissionEntity } from './quiz.entity';
import { quizApi } from './quiz-test-kit';

describe.each(testDatabases())('quiz creation and deletion on %s', (db) => {
  const s = useTestApp(db);
  const api = quizApi(() => s.t);
  const badRequest = (message: string) => ({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });

  describe('POST /api/quiz/create/{eventCode}', () => {
    it('creates a quiz (201, trimmed, options in order) and the public read lists it without the answer', async () => {
      const owner = await ownerWithNews(s.t);
      expect((await api.info(owner.code)).json().quizList).toEqual([]); // now cached
      const res = await api.create(
        owner.token,
        owner.code,
        quizBody({
          question: '  아기의 태명은?  ',
          options: [
            { text: ' 콩이 ', correct: false },
            { text: '복덩이', correct: true },
          ],
        }),
      );
      expect(res.statusCode).toBe(201);
      const quiz = res.json();
      expect(quiz).toEqual({
        id: expect.any(Number),
        question: '아기의 태명은?',
        options: [
          { id: expect.any(Number), text: '콩이', correct: false },
          { id: expect.any(Number), text: '복덩이', correct: true },
        ],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });

      const info = await api.info(owner.code); // the creation invalidated the cached page
      expect(info.json().quizList).toEqual([
        { id: quiz.id, question: '아기의 태명은?', options: quiz.options.map(({ id, text }: { id: number; text: string }) => ({ id, text })) },
      ]);
      expect(info.body).not.toMatch(/correct/i);
      const ownerRead = await s.t.app.inject({
        method: 'GET',
        url: `/api/event/fetchInfoByCode/${owner.code}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(ownerRead.json().quizList).toEqual(info.json().quizList);
      expect(ownerRead.body).not.toMatch(/correct/i);
    });

    it('keeps several quizzes oldest first, each with 2 to 5 options', async () => {
      const owner = await ownerWithNews(s.t);
      const five = Array.from({ length: 5 }, (_, i) => ({ text: `보기${i + 1}`, correct: i === 4 }));
      expect((await api.create(owner.token, owner.code, quizBody({ question: '첫 번째', options: five }))).statusCode).toBe(201);
      expect((await api.create(owner.token, owner.code, quizBody({ question: '두 번째', options: five.slice(3) }))).statusCode).toBe(201);
      const list = (await api.info(owner.code)).json().quizList;
      expect(list.map((q: { question: string }) => q.question)).toEqual(['첫 번째', '두 번째']);
      expect(list[0].options.map((o: { text: string }) => o.text)).toEqual(['보기1', '보기2', '보기3', '보기4', '보기5']);
      expect(list[1].options).toHaveLength(2);
    });

    const six = Array.from({ length: 6 }, (_, i) => ({ text: `보기${i}`, correct: i === 0 }));
    it.each([
      ['missing question', { question: undefined }, MSG.quiz.questionRequired],
      ['blank question', { question: '   ' }, MSG.quiz.questionRequired],
      ['question over 200 characters', { question: '가'.repeat(201) }, MSG.quiz.questionTooLong],
      ['one option', { options: [{ text: '하나', correct: true }] }, MSG.quiz.optionCount],
      ['six options', { options: six }, MSG.quiz.optionCount],
      ['options not a list', { options: 'a,b' }, MSG.quiz.optionCount],
      [
        'a blank option',
        {
          options: [
            { text: '콩이', correct: true },
            { text: '  ', correct: false },
          ],
        },
        MSG.quiz.optionRequired,
      ],
      [
        'an option over 100 characters',
        {
          options: [
            { text: '콩이', correct: true },
            { text: '가'.repeat(101), correct: false },
          ],
        },
        MSG.quiz.optionTooLong,
      ],
      [
        'no correct option',
        {
          options: [
            { text: '콩이', correct: false },
            { text: '복덩이', correct: false },
          ],
        },
        MSG.quiz.exactlyOneCorrect,
      ],
      [
        'two correct options',
        {
          options: [
            { text: '콩이', correct: true },
            { text: '복덩이', correct: true },
          ],
        },
        MSG.quiz.exactlyOneCorrect,
      ],
      ['an unknown field', { answer: 1 }, MSG.common.unknownField('answer')],
    ])('refuses %s with its Korean message and stores nothing', async (_name, override, message) => {
      const owner = await ownerWithNews(s.t);
      const res = await api.create(owner.token, owner.code, quizBody(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badRequest(message));
      expect((await api.info(owner.code)).json().quizList).toEqual([]);
    });

    it('is for the owner only: 401 anonymous, 403 another member, 404 unknown news; nothing stored', async () => {
      const owner = await ownerWithNews(s.t);
      const anonymous = await api.create(null, owner.code, quizBody());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(MSG.common.unauthorized);
      const stranger = await signUp(s.t);
      const other = await api.create(stranger.token, owner.code, quizBody());
      expect(other.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
      const unknown = await api.create(owner.token, 'nosuchcode12345', quizBody());
      expect(unknown.json()).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: MSG.event.notFound, error: 'Not Found' });
      expect((await api.info(owner.code)).json().quizList).toEqual([]);
    });
  });

  describe('DELETE /api/quiz/delete/{quizId}', () => {
    it('lets the owner delete a quiz with its options and submissions; the public read drops it', async () => {
      const owner = await ownerWithNews(s.t);
      const kept = (await api.create(owner.token, owner.code, quizBody({ question: '남는 퀴즈' }))).json();
      const quiz = (await api.create(owner.token, owner.code, quizBody())).json();
      const submitted = await api.submit(quiz.id, {
        eventCode: owner.code,
        selectedOptionId: quiz.options[0].id,
        name: '이모',
        contactInfo: '010-1111-2222',
        privacyConsent: true,
      });
      expect(submitted.statusCode).toBe(201);
      expect((await api.info(owner.code)).json().quizList).toHaveLength(2);

      const res = await api.remove(owner.token, quiz.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: quiz.id });
      expect((await api.info(owner.code)).json().quizList.map((q: { id: number }) => q.id)).toEqual([kept.id]);
      const ds = s.t.app.get(DataSource);
      expect(await ds.getRepository(QuizEntity).existsBy({ id: quiz.id })).toBe(false);
      expect(await ds.getRepository(QuizOptionEntity).countBy({ quizId: quiz.id })).toBe(0);
      expect(await ds.getRepository(QuizSubmissionEntity).countBy({ quizId: quiz.id })).toBe(0);
      expect((await api.remove(owner.token, quiz.id)).json()).toEqual({
        statusCode: 404,
        code: 'QUIZ_NOT_FOUND',
        message: MSG.quiz.notFound,
        error: 'Not Found',
      });
    });

    it('is for the owner only: 401 anonymous, 403 another member, 404 unknown or malformed id; nothing deleted', async () => {
      const owner = await ownerWithNews(s.t);
      const quiz = (await api.create(owner.token, owner.code, quizBody())).json();
      expect((await api.remove(null, quiz.id)).statusCode).toBe(401);
      const stranger = await ownerWithNews(s.t);
      expect((await api.remove(stranger.token, quiz.id)).json()).toEqual({
        statusCode: 403,
        code: 'NOT_OWNER',
        message: MSG.event.notOwner,
        error: 'Forbidden',
      });
      for (const id of ['999999999', 'abc', '0', '99999999999']) {
        expect((await api.remove(owner.token, id)).json()).toEqual({ statusCode: 404, code: 'QUIZ_NOT_FOUND', message: MSG.quiz.notFound, error: 'Not Found' });
      }
      expect((await api.info(owner.code)).json().quizList).toHaveLength(1);
    });

    it('a deleted news page takes its quizzes and answers with it (ON DELETE CASCADE)', async () => {
      const owner = await ownerWithNews(s.t);
      const quiz = (await api.create(owner.token, owner.code, quizBody())).json();
      const submitted = await api.submit(quiz.id, {
        eventCode: owner.code,
        selectedOptionId: quiz.options[1].id,
        name: '삼촌',
        contactInfo: 'uncle@example.com',
        privacyConsent: true,
      });
      expect(submitted.statusCode).toBe(201);
      const ds = s.t.app.get(DataSource);
      await ds.query('DELETE FROM `event` WHERE code = ?', [owner.code]);
      expect(await ds.getRepository(QuizEntity).existsBy({ id: quiz.id })).toBe(false);
      expect(await ds.getRepository(QuizSubmissionEntity).countBy({ quizId: quiz.id })).toBe(0);
    });
  });
});
