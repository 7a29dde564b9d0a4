import { LIMITS } from '@babynews/contracts';
import { Icon } from '@babynews/ui';

export interface OptionRowProps {
  /** 1-based number shown to the owner ('보기 1'). */
  index: number;
  text: string;
  correct: boolean;
  /** Radio group name shared by the options of one form. */
  group: string;
  /** Shows the delete button (only while more than 2 options remain, spec §5). */
  deletable: boolean;
  disabled?: boolean;
  onText(text: string): void;
  onCorrect(): void;
  onDelete(): void;
}

/** One option of the quiz form: a radio for "this is the answer", the text, and a delete button. */
export function OptionRow({ index, text, correct, group, deletable, disabled, onText, onCorrect, onDelete }: OptionRowProps) {
  const id = `${group}-${index}`;
  return (
    <li className={correct ? 'quiz-option quiz-option--correct' : 'quiz-option'}>
      <label className="quiz-option__radio">
        <input type="radio" name={group} checked={correct} onChange={onCorrect} disabled={disabled} aria-label={`보기 ${index} 정답`} />
        <span aria-hidden="true">정답</span>
      </label>
      <label className="bn-visually-hidden" htmlFor={id}>
        {`보기 ${index}`}
      </label>
      <input
        id={id}
        className="bn-field__control quiz-option__text"
        value={text}
        maxLength={LIMITS.quizOptionTextMax}
        placeholder={`보기 ${index}`}
        disabled={disabled}
        onChange={(e) => onText(e.target.value)}
      />
      {deletable && (
        <button type="button" className="quiz-option__delete" onClick={onDelete} disabled={disabled} aria-label={`보기 ${index} 삭제`}>
          <Icon name="close" size={18} />
        </button>
      )}
    </li>
  );
}
