import { MSG, type QuizRankingEntry } from '@babynews/contracts';

/** The quiz participants with their scores and ranks (ARCHITECTURE §4.9, §4.20). */
export function QuizResults({ ranking, quizCount }: { ranking: QuizRankingEntry[]; quizCount: number }) {
  if (ranking.length === 0) return <p className="summary__empty">{MSG.parent.noQuizParticipants}</p>;
  return (
    <ol className="summary__ranking" aria-label="퀴즈 순위">
      {ranking.map((entry) => (
        <li key={`${entry.rank}-${entry.name}-${entry.contactInfo}`} className="summary__ranking-item">
          <span className="summary__rank">{entry.rank}위</span>
          <span className="summary__ranking-name">{entry.name}</span>
          <span className="summary__ranking-score">
            {entry.score}/{quizCount}점
          </span>
        </li>
      ))}
    </ol>
  );
}
