import { useEffect, useState, useSyncExternalStore } from 'react';
import { firstMessage, loadedSchemas, loadSchemas, MSG, STORAGE_KEYS, type QuizPublic } from '@babynews/contracts';
import { useTransientError } from '@babynews/ui';

/**
 * Name, contact and the relatives' notice box as the server checks them (trimmed, non-blank, length
 * limits; `privacyConsent` must be true, ARCHITECTURE §4.24): quizSubmitSchema, loaded with zod in a chunk
 * of its own (the news page's first visit does not download it).
 */
async function loadContactFields() {
  const { quizSubmitSchema } = loadedSchemas() ?? (await loadSchemas());
  return quizSubmitSchema.pick({ name: true, contactInfo: true, privacyConsent: true });
}

/**
 * The submit call with its route declaration, in a chunk of its own: fetched when the visitor reaches the
 * contact step (ARCHITECTURE §1 first-visit budget: the news page's first visit does not download it).
 */
const loadSubmitApi = () => import('../api/quizSubmitApi');

export type QuizStage = 'answer' | 'contact' | 'done';

/** A quiz whose submission failed, with the message to show (spec §8). */
export interface FailedQuiz {
  quiz: QuizPublic;
  message: string;
}

function readSubmitted(code: string): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.quizSubmitted(code)) === 'true';
  } catch {
    return false;
  }
}

/** `quiz_submitted_{code}` changes only through this page (`storeSubmitted`, which also moves the flow on): nothing to listen to. */
const noSubscription = () => () => undefined;

function storeSubmitted(code: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.quizSubmitted(code), 'true');
  } catch {
    /* private mode: the success still shows for this visit */
  }
}

/**
 * The visitor's quiz flow on the news page (spec §2, §4, §5, §8): answer every quiz →
 * '다음' → name, contact and the relatives' notice box (`privacyConsent`, ARCHITECTURE §4.24) → each quiz is submitted in order, with the page's share code `code`. Quizzes that already succeeded are
 * never sent again: after a partial failure `failed` lists the others and `submit()` retries only
 * them. Full success stores `quiz_submitted_{code}` = 'true' (read again on later visits).
 */
export function useQuizFlow(code: string, quizzes: QuizPublic[]) {
  // Read from localStorage, which the server does not have: its render (and the browser's hydration
  // of it) shows the questions, and a visitor who already took part sees 'done' right after.
  const submittedBefore = useSyncExternalStore(
    noSubscription,
    () => readSubmitted(code),
    () => false,
  );
  const [flowStage, setStage] = useState<QuizStage>('answer');
  const stage: QuizStage = submittedBefore ? 'done' : flowStage;
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [succeeded, setSucceeded] = useState<ReadonlySet<number>>(() => new Set());
  const [failed, setFailed] = useState<FailedQuiz[]>([]);
  const [error, setError] = useTransientError();
  const [busy, setBusy] = useState(false);

  const answeredCount = quizzes.filter((q) => answers[q.id] !== undefined).length;

  // The contact check's and the submit call's chunks load when the visitor reaches the contact step,
  // before the submit (which awaits them if they have not arrived, and fails with a retry if they cannot).
  useEffect(() => {
    if (stage !== 'contact') return;
    loadSchemas().catch(() => undefined);
    loadSubmitApi().catch(() => undefined);
  }, [stage]);

  const choose = (quizId: number, optionId: number) => {
    setAnswers((current) => ({ ...current, [quizId]: optionId }));
    setError('');
  };

  const next = () => {
    if (answeredCount < quizzes.length) {
      setError(MSG.quiz.answerAll);
      return;
    }
    setError('');
    setStage('contact');
  };

  const back = () => {
    setError('');
    setStage('answer');
  };

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    let fields;
    let api;
    try {
      const [contactFields, submitApi] = await Promise.all([loadContactFields(), loadSubmitApi()]);
      fields = contactFields.safeParse({ name, contactInfo: contact, privacyConsent });
      api = submitApi;
    } catch {
      setBusy(false);
      setError(MSG.quiz.submitFailed);
      return;
    }
    if (!fields.success) {
      setBusy(false);
      setError(firstMessage(fields.error));
      return;
    }
    const pending = quizzes.filter((q) => !succeeded.has(q.id));
    if (pending.some((q) => answers[q.id] === undefined)) {
      setBusy(false);
      setError(MSG.quiz.answerAll);
      setStage('answer');
      return;
    }
    setError('');
    const done = new Set(succeeded);
    const failures: FailedQuiz[] = [];
    for (const quiz of pending) {
      try {
        await api.submitQuiz(quiz.id, { eventCode: code, selectedOptionId: answers[quiz.id], ...fields.data });
        done.add(quiz.id);
      } catch (caught) {
        failures.push({ quiz, message: api.submitErrorMessage(caught) });
      }
    }
    setSucceeded(done);
    setFailed(failures);
    setBusy(false);
    if (failures.length === 0) {
      storeSubmitted(code);
      setStage('done');
      return;
    }
    const messages = [...new Set(failures.map((f) => f.message))];
    setError(done.size === 0 && messages.length === 1 ? messages[0] : MSG.quiz.partialFailed(failures.length));
  };

  return {
    stage,
    answers,
    answeredCount,
    choose,
    next,
    back,
    name,
    setName: (value: string) => {
      setName(value);
      setError('');
    },
    contact,
    setContact: (value: string) => {
      setContact(value);
      setError('');
    },
    privacyConsent,
    setPrivacyConsent: (value: boolean) => {
      setPrivacyConsent(value);
      setError('');
    },
    submit,
    busy,
    error,
    /** Quizzes of the last attempt that failed (empty before the first attempt). */
    failed,
    /** Ids of the quizzes already recorded by the server. */
    succeeded,
  };
}
