import { lazy, Suspense } from 'react';
import { MSG, type QuizPublic } from '@babynews/contracts';
import { Alert, Button, Icon, LoadingState } from '@babynews/ui';
import { useQuizFlow } from './hooks/useQuizFlow';
import { QuizQuestion } from './components/QuizQuestion';
import './quiz.css';

/**
 * The contact step with the relatives' notice (ARCHITECTURE §4.24), in a chunk of its own: the news page's
 * first visit does not download it (ARCHITECTURE §1 budget); fetched from the first answer on.
 */
const loadContactForm = () => import('./components/ContactForm');
const ContactForm = lazy(loadContactForm);
const preloadContactForm = () => void loadContactForm().catch(() => undefined);

export interface QuizSectionProps {
  /** Share code of the news page (key of `quiz_submitted_{code}`). */
  code: string;
  /** `EventInfo.quizList`; nothing is rendered when it is empty. */
  quizzes: QuizPublic[];
}

/**
 * The quiz on the public news page (spec §2 "Quiz on the news page", §4, §5, §8): answer every
 * question, '다음', name, contact and the relatives' consent box, '제출하기' (each quiz submitted in order). After a partial
 * failure it names the failed questions and retries only those. Success — and any later visit on
 * the same browser — shows '퀴즈 제출 완료'. Self-contained: the news page only passes props.
 */
export function QuizSection({ code, quizzes }: QuizSectionProps) {
  const flow = useQuizFlow(code, quizzes);
  if (quizzes.length === 0) return null;

  if (flow.stage === 'done') {
    return (
      <section className="quiz-section quiz-section--done" aria-labelledby="quiz-done-title">
        <span className="quiz-section__done-icon" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <h2 className="quiz-section__title" id="quiz-done-title">
          {MSG.quiz.submitted}
        </h2>
        <p className="quiz-section__lead">참여해주셔서 고마워요! 정답은 소식의 주인공이 확인할 거예요.</p>
      </section>
    );
  }

  const retrying = flow.failed.length > 0;
  // One shared reason for every quiz (e.g. the 409 of a repeated contact) needs no list.
  const oneReason = flow.succeeded.size === 0 && new Set(flow.failed.map((f) => f.message)).size === 1;
  const showFailedList = retrying && quizzes.length > 1 && !oneReason;
  return (
    <section className="quiz-section" aria-labelledby="quiz-title">
      <header className="quiz-section__head">
        <span className="quiz-section__badge">
          <Icon name="quiz" size={16} /> 퀴즈
        </span>
        <h2 className="quiz-section__title" id="quiz-title">
          아기 소식 퀴즈
        </h2>
        <p className="quiz-section__lead">
          {flow.stage === 'answer' ? `${quizzes.length}문제를 모두 풀어주세요 (${flow.answeredCount}/${quizzes.length})` : '마지막 단계예요'}
        </p>
      </header>

      {flow.stage === 'answer' && (
        <div className="quiz-section__questions">
          {quizzes.map((quiz, i) => (
            <QuizQuestion
              key={quiz.id}
              quiz={quiz}
              number={i + 1}
              selected={flow.answers[quiz.id]}
              submitted={flow.succeeded.has(quiz.id)}
              onChoose={(optionId) => {
                flow.choose(quiz.id, optionId);
                preloadContactForm();
              }}
            />
          ))}
        </div>
      )}

      {flow.stage === 'contact' && (
        <Suspense fallback={<LoadingState />}>
          <ContactForm
            name={flow.name}
            contact={flow.contact}
            consent={flow.privacyConsent}
            disabled={flow.busy}
            onName={flow.setName}
            onContact={flow.setContact}
            onConsent={flow.setPrivacyConsent}
          />
        </Suspense>
      )}

      {showFailedList && (
        <div className="quiz-section__failed" role="status">
          <p className="quiz-section__failed-title">제출하지 못한 퀴즈</p>
          <ul aria-label="제출하지 못한 퀴즈">
            {flow.failed.map(({ quiz, message }) => (
              <li key={quiz.id}>
                <strong>{quiz.question}</strong>
                <span>{message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {flow.error && <Alert>{flow.error}</Alert>}

      <div className="quiz-section__actions">
        {flow.stage === 'answer' ? (
          <Button block onClick={flow.next}>
            다음
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={flow.back} disabled={flow.busy}>
              이전
            </Button>
            <Button onClick={() => void flow.submit()} busy={flow.busy}>
              {retrying ? '다시 제출하기' : '제출하기'}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
