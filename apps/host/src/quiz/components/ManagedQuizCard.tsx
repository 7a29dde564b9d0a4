import type { QuizManageData } from '@babynews/contracts';
import { Button, Icon } from '@babynews/ui';
import { SubmissionList } from './SubmissionList';

type ManagedQuiz = QuizManageData['quizzes'][number];

export interface ManagedQuizCardProps {
  quiz: ManagedQuiz;
  /** 1-based position on the page. */
  number: number;
  deleting: boolean;
  onDelete(): void;
}

/**
 * One quiz on the management page: question, options with the correct one marked, delete, the
 * number of answers (all pages: `submissionCount`) and this page's answers.
 */
export function ManagedQuizCard({ quiz, number, deleting, onDelete }: ManagedQuizCardProps) {
  return (
    <article className="quiz-card" aria-label={quiz.question}>
      <header className="quiz-card__head">
        <span className="quiz-card__number">Q{number}</span>
        <h2 className="quiz-card__question">{quiz.question}</h2>
      </header>
      <ul className="quiz-card__options" aria-label="보기">
        {quiz.options.map((option) => (
          <li key={option.id} className={option.correct ? 'quiz-card__option quiz-card__option--correct' : 'quiz-card__option'}>
            {option.correct && <Icon name="check" size={16} />}
            <span>{option.text}</span>
            {option.correct && <span className="quiz-mark quiz-mark--right">정답</span>}
          </li>
        ))}
      </ul>
      <div className="quiz-card__answers">
        <h3 className="quiz-card__subtitle">
          제출된 답변 <span className="quiz-card__count">{quiz.submissionCount}명</span>
        </h3>
        <SubmissionList question={quiz.question} submissions={quiz.submissions} />
      </div>
      <div className="quiz-card__actions">
        <Button variant="danger" size="small" busy={deleting} onClick={onDelete} aria-label={`${quiz.question} 퀴즈 삭제`}>
          퀴즈 삭제
        </Button>
      </div>
    </article>
  );
}
