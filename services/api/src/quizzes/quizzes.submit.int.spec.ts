import { MSG } from '@babynews/contracts';
import { DataSource, In } from 'typeorm';
import { createTestDatabase, startApp, testDatabases, useTestApp } from '../../test/harness';
import { QuizSubmissionEntity } from './quiz.entity';
import { ownerWithNews, quizBody } from '../../test/helpers';
import { quizApi } from './quiz-test-kit';

describe.each(testDatabases())('quiz submission on %s', (db) => {
  const s = useTestApp(db);
  const api = quizApi(() => s.t);

  /** A news page with one quiz: options [콩이, 복덩이 (correct), 튼튼이]. */
  async function newQuiz() {
    const owner = await ownerWithNews(s.t);
    const quiz = (await api.create(owner.token, owner.code, quizBody())).json();
    code = owner.code;
    const [wrong, right] = quiz.options as Array<{ id: number }>;
    return { owner, quiz, wrong: wrong.id, right: right.id, code: owner.code };
  }
  /** The share code `answer` puts in the body (ARCHITECTURE §4.7): the page of the last `newQuiz`. */
  let code = '';
  const answer = (selectedOptionId: unknown, contactInfo: unknown = '010-1234-5678', name: unknown = '이모') => ({
    eventCode: code,
    selectedOptionId,
    name,
    contactInfo,
    privacyConsent: true,
  });
  /** Rows recorded for the given quizzes. */
  const submissions = (...quizIds: number[]) =>
    s.t.app
      .get(DataSource)
      .getRepository(QuizSubmissionEntity)
      .countBy({ quizId: In(quizIds) });

  it('records an answer without a login: 201 {quizId, submitted}, right or wrong not revealed', async () => {
    const { quiz, right } = await newQuiz();
    const res = await api.submit(quiz.id, answer(right));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ quizId: quiz.id, submitted: true });
    const stored = await s.t.app.get(DataSource).getRepository(QuizSubmissionEntity).findOneByOrFail({ quizId: quiz.id });
    expect(stored).toMatchObject({ optionId: right, name: '이모', contactInfo: '010-1234-5678', normalizedContact: '01012345678' });
  });

  it.each([
    ['a missing share code', () => ({ selectedOptionId: 1, name: '이모', contactInfo: '010-1234-5678', privacyConsent: true }), MSG.reserve.eventCodeRequired],
    ['a blank share code', () => ({ ...answer(1), eventCode: '  ' }), MSG.reserve.eventCodeRequired],
    ['a missing name', () => ({ eventCode: code, selectedOptionId: 1, contactInfo: '010-1234-5678', privacyConsent: true }), MSG.quiz.contactRequired],
    ['a blank name', () => answer(1, '010-1234-5678', '   '), MSG.quiz.contactRequired],
    ['a missing contact', () => ({ eventCode: code, selectedOptionId: 1, name: '이모', privacyConsent: true }), MSG.quiz.contactRequired],
    ['a blank contact', () => answer(1, ' \t '), MSG.quiz.contactRequired],
    ['no selected option', () => answer(undefined), MSG.quiz.answerAll],
    ['a non-numeric option', () => answer('2'), MSG.quiz.answerAll],
    ['a name over 50 characters', () => answer(1, '010-1234-5678', '가'.repeat(51)), MSG.reserve.nameTooLong],
    ['an unknown field', () => ({ ...answer(1), correct: true }), MSG.common.unknownField('correct')],
  ])('refuses %s with 400 and its Korean message, writing nothing', async (_name, payload, message) => {
    const { quiz, right } = await newQuiz();
    const body = payload() as Record<string, unknown>;
    if (body.selectedOptionId === 1) body.selectedOptionId = right;
    const res = await api.submit(quiz.id, body);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
    expect(await submissions(quiz.id)).toBe(0);
  });

  const notFound = { statusCode: 404, code: 'QUIZ_NOT_FOUND', message: MSG.quiz.notFound, error: 'Not Found' };

  it("answers another page's share code exactly like an unknown quiz (404) and writes nothing", async () => {
    const mine = await newQuiz();
    const other = await newQuiz();
    // The other page's real code and an unknown code: both 404, no row anywhere.
    for (const eventCode of [other.code, 'NoSuchCode1']) {
      const res = await api.submit(mine.quiz.id, { ...answer(mine.right), eventCode });
      expect(res.json()).toEqual(notFound);
    }
    for (const id of ['999999999', 'x1', '-3']) expect((await api.submit(id, { ...answer(mine.right), eventCode: mine.code })).json()).toEqual(notFound);
    expect(await submissions(mine.quiz.id, other.quiz.id)).toBe(0);
    // The right code for the same quiz and option: 201.
    expect((await api.submit(mine.quiz.id, { ...answer(mine.right), eventCode: mine.code })).statusCode).toBe(201);
    expect(await submissions(mine.quiz.id, other.quiz.id)).toBe(1);
  });

  it('answers an option of another quiz, even of the same page, as an unknown quiz (404): option ids cannot be probed', async () => {
    const first = await newQuiz();
    const samePage = (await api.create(first.owner.token, first.code, quizBody({ question: '두 번째 퀴즈' }))).json();
    const otherPage = await newQuiz();
    for (const [eventCode, optionId] of [
      [first.code, samePage.options[0].id],
      [first.code, otherPage.right],
      [otherPage.code, otherPage.right],
      [first.code, 999_999_999],
    ] as const) {
      const res = await api.submit(first.quiz.id, { ...answer(optionId), eventCode });
      expect(res.json()).toEqual(notFound);
    }
    expect(await submissions(first.quiz.id, samePage.id, otherPage.quiz.id)).toBe(0);
  });

  it.each([
    ['a phone number', '010-1234-5678', ' 01012345678 '],
    ['a phone number with spaces and dots', '010 1234 5678', '010.1234.5678'],
    ['an e-mail address', 'Mom@Example.com', '  mom@example.COM '],
  ])('answers 409 when %s already answered the quiz, however it is spelled', async (_name, first, again) => {
    const { owner, quiz, right, wrong } = await newQuiz();
    expect((await api.submit(quiz.id, answer(right, first))).statusCode).toBe(201);
    const repeat = await api.submit(quiz.id, answer(wrong, again, '다른 이름'));
    expect(repeat.json()).toEqual({ statusCode: 409, code: 'QUIZ_ALREADY_SUBMITTED', message: MSG.quiz.alreadySubmitted, error: 'Conflict' });
    // The same contact may still answer another quiz of the page.
    const other = (await api.create(owner.token, owner.code, quizBody({ question: '두 번째 퀴즈' }))).json();
    expect((await api.submit(other.id, answer(other.options[0].id, again))).statusCode).toBe(201);
  });

  it('lets exactly one of 20 concurrent submissions from one contact through (unique index)', async () => {
    const { quiz, right, wrong } = await newQuiz();
    const spellings = ['010-5555-0000', '01055550000', ' 010 5555 0000 ', '010.5555.0000'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.submit(quiz.id, answer(i % 2 ? right : wrong, spellings[i % spellings.length], `조카${i}`))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((code) => code === 201)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(MSG.quiz.alreadySubmitted);
    expect(await s.t.app.get(DataSource).getRepository(QuizSubmissionEntity).countBy({ quizId: quiz.id })).toBe(1);
  });

  it('is rate limited per IP with the strict limit (SIGN_IN_RATE_LIMIT_PER_MINUTE): 429 in Korean', async () => {
    const limitedDb = await createTestDatabase(db);
    const limited = await startApp({ ...limitedDb.env, SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const limitedApi = quizApi(() => limited);
      const owner = await ownerWithNews(limited);
      code = owner.code;
      const quiz = (await limitedApi.create(owner.token, owner.code, quizBody())).json();
      for (let i = 0; i < 3; i++) expect((await limitedApi.submit(quiz.id, answer(quiz.options[0].id, `0100000000${i}`))).statusCode).toBe(201);
      const blocked = await limitedApi.submit(quiz.id, answer(quiz.options[0].id, '01000000009'));
      expect(blocked.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.common.tooMany, error: 'Too Many Requests' });
      expect(await limited.app.get(DataSource).getRepository(QuizSubmissionEntity).countBy({ quizId: quiz.id })).toBe(3);
    } finally {
      await limited.close();
      await limitedDb.drop();
    }
  });
});
