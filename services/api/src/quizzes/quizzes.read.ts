import type { QuizPublic } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { readRows } from '../database/read-rows';

/** Quizzes of one news page with their options, in creation and entry order (portable SQL). */
const QUIZZES_OF_EVENT = `SELECT q.id AS quiz_id, q.question, o.id AS option_id, o.text
  FROM \`quiz\` q JOIN \`quiz_option\` o ON o.quiz_id = q.id
  WHERE q.event_id = ?
  ORDER BY q.id, o.position, o.id`;

interface Row {
  quiz_id: number;
  question: string;
  option_id: number;
  text: string;
}

/**
 * The public `quizList` of `GET /api/event/fetchInfoByCode/{code}` (spec §3 "Quiz (read)"):
 * `[{id, question, options: [{id, text}]}]` for the news page `eventId`, oldest quiz first.
 * One join query; it never selects which option is correct (ARCHITECTURE §4.9).
 */
export async function loadQuizList(dataSource: DataSource, eventId: number): Promise<QuizPublic[]> {
  const rows = await readRows<Row>(dataSource, QUIZZES_OF_EVENT, [eventId]);
  const quizzes: QuizPublic[] = [];
  for (const row of rows) {
    const id = Number(row.quiz_id);
    let quiz = quizzes[quizzes.length - 1];
    if (!quiz || quiz.id !== id) quizzes.push((quiz = { id, question: row.question, options: [] }));
    quiz.options.push({ id: Number(row.option_id), text: row.text });
  }
  return quizzes;
}
