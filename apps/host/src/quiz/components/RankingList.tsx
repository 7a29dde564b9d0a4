import type { QuizRankingEntry } from '@babynews/contracts';
import { Card } from '@babynews/ui';

/**
 * The visitors' score ranking (ARCHITECTURE §4.9): rank, name, contact and 'score/answered'; equal
 * scores share a rank. Nothing is rendered before the first answer.
 */
export function RankingList({ ranking, total }: { ranking: QuizRankingEntry[]; total: number }) {
  if (ranking.length === 0) return null;
  return (
    <Card className="quiz-ranking">
      <h2 className="quiz-ranking__title" id="quiz-ranking-title">
        점수 순위
      </h2>
      <ol className="quiz-ranking__list" aria-labelledby="quiz-ranking-title">
        {ranking.map((entry) => (
          <li key={`${entry.rank}-${entry.contactInfo}`} className="quiz-ranking__row" aria-label={`${entry.rank}위 ${entry.name}`}>
            <span className={entry.rank <= 3 ? `quiz-ranking__rank quiz-ranking__rank--${entry.rank}` : 'quiz-ranking__rank'}>{entry.rank}위</span>
            <span className="quiz-ranking__who">
              <span className="quiz-ranking__name">{entry.name}</span>
              <span className="quiz-ranking__contact">{entry.contactInfo}</span>
            </span>
            <span className="quiz-ranking__score">
              {entry.score}점
              <span className="quiz-ranking__of">
                {total}문제 중 {entry.answered}개 답변
              </span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
