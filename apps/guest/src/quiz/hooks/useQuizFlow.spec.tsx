import { act, renderHook } from '@testing-library/react';
import { CONSENT_MSG, MSG, STORAGE_KEYS, type QuizPublic } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeCall } from '@babynews/testing';
import { useQuizFlow } from './useQuizFlow';

const CODE = 'QuizPage1';
const quiz = (id: number): QuizPublic =>
  ({
    id,
    question: `질문 ${id}`,
    options: [
      { id: id * 10 + 1, text: '가' },
      { id: id * 10 + 2, text: '나' },
    ],
  }) as QuizPublic;
const QUIZZES = [quiz(1), quiz(2), quiz(3)];
const submittedIds = (calls: FakeCall[]) => calls.map((call) => Number(call.path.split('/').pop()));

/** Renders the flow, answers every quiz with its first option, fills name and contact and ticks the notice box. */
function readyFlow() {
  const hook = renderHook(() => useQuizFlow(CODE, QUIZZES));
  act(() => {
    for (const q of QUIZZES) hook.result.current.choose(q.id, q.options[0].id);
  });
  act(() => hook.result.current.next());
  act(() => {
    hook.result.current.setName(' 이모 ');
    hook.result.current.setContact('010-1111-2222');
    hook.result.current.setPrivacyConsent(true);
  });
  return hook;
}

beforeEach(() => localStorage.clear());

describe('quiz flow (spec §2, §8): partial failure retries only the failed quiz', () => {
  it('sends every quiz in order, then after a failure of quiz 2 resends quiz 2 only', async () => {
    let failQuiz2 = true;
    const calls = installFakeFetch((call) => (failQuiz2 && call.path === '/quiz/submit/2' ? errorAnswer('INTERNAL_ERROR') : okAnswer({ id: 1 })));
    const { result } = readyFlow();
    expect(result.current.stage).toBe('contact');

    await act(() => result.current.submit());
    expect(submittedIds(calls)).toEqual([1, 2, 3]);
    // Every answer carries the page's share code (ARCHITECTURE §4.7).
    for (const call of calls) expect(call.body).toMatchObject({ eventCode: CODE });
    expect(calls[0].body).toEqual({ eventCode: CODE, selectedOptionId: 11, name: '이모', contactInfo: '010-1111-2222', privacyConsent: true });
    expect(result.current.failed.map((f) => f.quiz.id)).toEqual([2]);
    expect([...result.current.succeeded].sort()).toEqual([1, 3]);
    expect(result.current.error).toBe(MSG.quiz.partialFailed(1));
    expect(result.current.stage).toBe('contact');
    expect(localStorage.getItem(STORAGE_KEYS.quizSubmitted(CODE))).toBeNull();

    failQuiz2 = false;
    await act(() => result.current.submit());
    expect(submittedIds(calls)).toEqual([1, 2, 3, 2]);
    expect(result.current.failed).toEqual([]);
    expect(result.current.stage).toBe('done');
    expect(localStorage.getItem(STORAGE_KEYS.quizSubmitted(CODE))).toBe('true');
  });

  it('shows the one reason when every quiz failed for the same code (QUIZ_ALREADY_SUBMITTED)', async () => {
    installFakeFetch(() => errorAnswer('QUIZ_ALREADY_SUBMITTED'));
    const { result } = readyFlow();
    await act(() => result.current.submit());
    expect(result.current.failed).toHaveLength(3);
    expect(result.current.error).toBe(MSG.quiz.alreadySubmitted);
  });

  it('a network failure gives the submit fallback message, a validation refusal the server text', async () => {
    installFakeFetch((call) => {
      if (call.path === '/quiz/submit/1') throw new Error('offline');
      return errorAnswer('VALIDATION_FAILED', '연락처를 확인해주세요.');
    });
    const { result } = readyFlow();
    await act(() => result.current.submit());
    expect(result.current.failed.map((f) => f.message)).toEqual([MSG.quiz.submitFailed, '연락처를 확인해주세요.', '연락처를 확인해주세요.']);
    expect(result.current.error).toBe(MSG.quiz.partialFailed(3));
  });

  it('refuses to go on before every quiz is answered and before name and contact are given', async () => {
    const calls = installFakeFetch(() => okAnswer());
    const { result } = renderHook(() => useQuizFlow(CODE, QUIZZES));
    act(() => result.current.choose(1, 11));
    act(() => result.current.next());
    expect(result.current.error).toBe(MSG.quiz.answerAll);
    expect(result.current.stage).toBe('answer');
    act(() => {
      result.current.choose(2, 21);
      result.current.choose(3, 31);
    });
    act(() => result.current.next());
    act(() => result.current.setName('   '));
    await act(() => result.current.submit());
    expect(result.current.error).toBe(MSG.quiz.contactRequired);
    expect(calls).toHaveLength(0);
  });

  it('sends nothing without the relatives’ notice box: the Korean consent message shows; ticked, the answers go with privacyConsent (ARCHITECTURE §4.24)', async () => {
    const calls = installFakeFetch(() => okAnswer({ id: 1 }));
    const { result } = readyFlow();
    act(() => result.current.setPrivacyConsent(false));
    await act(() => result.current.submit());
    expect(result.current.error).toBe(CONSENT_MSG.missing.relative);
    expect(calls).toHaveLength(0);
    expect(result.current.stage).toBe('contact');

    act(() => result.current.setPrivacyConsent(true));
    expect(result.current.error).toBe('');
    await act(() => result.current.submit());
    expect(calls.map((call) => call.body)).toEqual(QUIZZES.map((q) => expect.objectContaining({ selectedOptionId: q.options[0].id, privacyConsent: true })));
    expect(result.current.stage).toBe('done');
  });

  it('starts at done when this browser already submitted the page', () => {
    localStorage.setItem(STORAGE_KEYS.quizSubmitted(CODE), 'true');
    const { result } = renderHook(() => useQuizFlow(CODE, QUIZZES));
    expect(result.current.stage).toBe('done');
  });
});
