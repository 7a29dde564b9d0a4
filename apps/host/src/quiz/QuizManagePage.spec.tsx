import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { QuizManageData } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { installFakeFetch, okAnswer, fakeSessionToken } from '@babynews/testing';
import QuizManagePage from './QuizManagePage';

/**
 * The owner's quiz page pages its answers and ranking (ARCHITECTURE §4.9, `?page=`): the pager asks for
 * the next page, shows where it is, and disables what leads nowhere; the ranking keeps the ranks
 * the API sent.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();

/** Page `page` of 2: one answer and one ranking entry per page (rank 1 on page 0, rank 2 on page 1). */
function pageOf(page: number): QuizManageData {
  const who = page === 0 ? '김하늘' : '이모';
  return {
    eventCode: 'Code1234',
    eventTitle: '콩이 소식',
    page,
    pageSize: 1,
    totalPages: 2,
    quizzes: [
      {
        id: 1,
        question: '콩이의 태명은?',
        createdAt: '2026-11-20T00:00:00.000Z',
        options: [
          { id: 11, text: '콩이', correct: true },
          { id: 12, text: '별이', correct: false },
        ],
        submissionCount: 2,
        submissions: [
          {
            id: 100 + page,
            name: who,
            contactInfo: `${who}@example.com`,
            selectedOptionId: 11,
            selectedOptionText: '콩이',
            correct: true,
            createdAt: '2026-11-21T00:00:00.000Z',
          },
        ],
      },
    ],
    ranking: [{ rank: page + 1, name: who, contactInfo: `${who}@example.com`, score: 1 - page, answered: 1, lastSubmittedAt: '2026-11-21T00:00:00.000Z' }],
    rankingCount: 2,
  };
}

beforeEach(() => useSession.getState().login(TOKEN));

it('the pager loads ?page=1, says where it is, and the ranking keeps its ranks', async () => {
  const calls = installFakeFetch((call) => okAnswer(pageOf(call.path.endsWith('page=1') ? 1 : 0)));
  render(
    <MemoryRouter initialEntries={['/event/quiz/manage/Code1234']}>
      <Routes>
        <Route path="/event/quiz/manage/:code" element={<QuizManagePage />} />
      </Routes>
    </MemoryRouter>,
  );
  const pager = await screen.findByRole('navigation', { name: '답변과 순위 페이지' });
  expect(within(pager).getByText('1 / 2 페이지')).toBeTruthy();
  expect((within(pager).getByRole('button', { name: '이전' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText('2명')).toBeTruthy(); // every answer of the quiz, not only this page's
  expect(screen.getByRole('listitem', { name: '1위 김하늘' })).toBeTruthy();

  await userEvent.click(within(pager).getByRole('button', { name: '다음' }));
  const next = await screen.findByRole('navigation', { name: '답변과 순위 페이지' });
  expect(await within(next).findByText('2 / 2 페이지')).toBeTruthy();
  expect((within(next).getByRole('button', { name: '다음' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('listitem', { name: '2위 이모' })).toBeTruthy();
  expect(screen.getByRole('row', { name: /이모/ })).toBeTruthy();
  expect(calls.map((c) => c.path)).toEqual(['/quiz/manage/Code1234?page=0', '/quiz/manage/Code1234?page=1']);
});
