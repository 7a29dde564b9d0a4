import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstMessage, LIMITS, MSG, quizCreateSchema } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { createQuiz } from '../api/quizApi';

/** One option row of the form; `key` is a stable React key. */
export interface OptionDraft {
  key: number;
  text: string;
}

let nextKey = 0;
const draft = (): OptionDraft => ({ key: nextKey++, text: '' });

/**
 * State and submit of `/event/createQuiz/{eventCode}` (spec §2, §4, §5): question, 2 to 5 options
 * (initially two, the first correct), one correct option (index), add disabled at 5, delete only
 * above 2. `canSave` is true when quizCreateSchema accepts the form; 201 → /user/mypage; failures
 * show the server's text or '퀴즈 생성 중 오류가 발생했습니다.'.
 */
export function useCreateQuizForm(eventCode: string) {
  const navigate = useNavigate();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<OptionDraft[]>(() => [draft(), draft()]);
  const [correctKey, setCorrectKey] = useState<number>(() => options[0].key);
  const { error, setError, busy, setBusy, start } = useFormStatus();

  const request = { question, options: options.map((o) => ({ text: o.text, correct: o.key === correctKey })) };
  const parsed = quizCreateSchema.safeParse(request);
  const canAdd = options.length < LIMITS.quizOptionsMax;
  const canDelete = options.length > LIMITS.quizOptionsMin;

  const setOptionText = (key: number, text: string) => {
    setOptions((list) => list.map((o) => (o.key === key ? { ...o, text } : o)));
    setError('');
  };
  const addOption = () => {
    if (canAdd) setOptions((list) => [...list, draft()]);
  };
  const removeOption = (key: number) => {
    if (!canDelete) return;
    const rest = options.filter((o) => o.key !== key);
    setOptions(rest);
    if (key === correctKey) setCorrectKey(rest[0].key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const quiz = start(parsed);
    if (!quiz) return;
    try {
      await createQuiz(eventCode, quiz);
      void navigate('/user/mypage');
    } catch (caught) {
      setError(errorMessage(caught, MSG.quiz.createFailed, answered));
      setBusy(false);
    }
  };

  return {
    question,
    setQuestion: (value: string) => {
      setQuestion(value);
      setError('');
    },
    options,
    correctKey,
    setCorrectKey,
    setOptionText,
    addOption,
    removeOption,
    canAdd,
    canDelete,
    /** First validation message of the current form, or null when it can be saved. */
    problem: parsed.success ? null : firstMessage(parsed.error),
    canSave: parsed.success && !busy,
    busy,
    error,
    submit,
  };
}
