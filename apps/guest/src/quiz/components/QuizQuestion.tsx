import type { QuizPublic } from '@babynews/contracts';

export interface QuizQuestionProps {
  quiz: QuizPublic;
  /** 1-based number shown as 'Q1'. */
  number: number;
  selected: number | undefined;
  /** Already recorded by the server: shown as submitted and locked. */
  submitted: boolean;
  disabled?: boolean;
  onChoose(optionId: number): void;
}

/** One question as a radio group (fieldset named by the question) with tappable option cards. */
export function QuizQuestion({ quiz, number, selected, submitted, disabled, onChoose }: QuizQuestionProps) {
  const group = `quiz-${quiz.id}`;
  return (
    <fieldset className="quiz-q" disabled={disabled || submitted}>
      <legend className="quiz-q__legend">
        <span className="quiz-q__number" aria-hidden="true">
          Q{number}
        </span>
        <span className="quiz-q__text">{quiz.question}</span>
        {submitted && <span className="quiz-q__sent">제출됨</span>}
      </legend>
      <div className="quiz-q__options">
        {quiz.options.map((option) => (
          <label key={option.id} className={selected === option.id ? 'quiz-q__option quiz-q__option--selected' : 'quiz-q__option'}>
            <input type="radio" name={group} value={option.id} checked={selected === option.id} onChange={() => onChoose(option.id)} />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
