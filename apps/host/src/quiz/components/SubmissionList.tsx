import { formatSeoulDateTime, MSG, type QuizSubmissionView } from '@babynews/contracts';

/**
 * The answers to one quiz (ARCHITECTURE §4.9): who (name, contact), which option, right or wrong and
 * when, oldest first, as a table; an empty note when nobody answered yet.
 */
export function SubmissionList({ question, submissions }: { question: string; submissions: QuizSubmissionView[] }) {
  if (submissions.length === 0) return <p className="quiz-card__empty">{MSG.quiz.noSubmissions}</p>;
  return (
    <table className="quiz-answers" aria-label={`${question} 답변 목록`}>
      <thead>
        <tr>
          <th scope="col">참여자</th>
          <th scope="col">선택한 답</th>
          <th scope="col">결과</th>
        </tr>
      </thead>
      <tbody>
        {submissions.map((s) => (
          <tr key={s.id}>
            <td>
              <span className="quiz-answers__name">{s.name}</span>
              <span className="quiz-answers__sub">{s.contactInfo}</span>
              <span className="quiz-answers__sub">
                <time dateTime={s.createdAt}>{formatSeoulDateTime(s.createdAt)}</time>
              </span>
            </td>
            <td>{s.selectedOptionText}</td>
            <td>
              <span className={s.correct ? 'quiz-mark quiz-mark--right' : 'quiz-mark quiz-mark--wrong'}>{s.correct ? '정답' : '오답'}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
