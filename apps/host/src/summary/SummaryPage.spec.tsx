import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type EventWrapUp } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken } from '@babynews/testing';
import SummaryPage from './SummaryPage';

/**
 * The wrap-up summary (ARCHITECTURE §4.20): totals, the '감사 인사 n/m' progress with a checkbox per
 * reservation (saved, and put back when the save fails), hidden reservers in surprise mode, the quiz
 * ranking and the unreserved gifts.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();

const SUMMARY: EventWrapUp = {
  code: 'abcdefgh12345678',
  title: '콩이가 와요',
  dueDate: null,
  surpriseMode: false,
  revealAt: null,
  reserversHidden: false,
  totals: { wishes: 3, reserved: 2, delivered: 1, followers: 4, quizParticipants: 1, thanked: 1 },
  reservations: [
    {
      wishId: 7,
      wishTitle: '아기띠',
      price: 89000,
      reservedName: '김하늘',
      reservedEmail: '010-1234-5678',
      orderStatus: 'DELIVERED',
      reservedAt: '2026-11-23T06:04:00.000Z',
      thanked: true,
    },
    {
      wishId: 8,
      wishTitle: '젖병',
      price: null,
      reservedName: '이모',
      reservedEmail: 'aunt@example.com',
      orderStatus: 'PREPARING',
      reservedAt: '2026-11-23T07:00:00.000Z',
      thanked: false,
    },
  ],
  quizCount: 2,
  quizRanking: [{ rank: 1, name: '퀴즈왕', contactInfo: 'q@example.com', score: 2, answered: 2, lastSubmittedAt: '2026-11-23T07:00:00.000Z' }],
  unreserved: [{ wishId: 9, title: '보행기', price: 50000, neededBy: 'MONTH_6_12', mostWanted: true }],
};

function renderPage(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/event/summary/abcdefgh12345678']}>
      <Routes>
        <Route path="/event/summary/:code" element={<SummaryPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

let alert: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(TOKEN);
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

describe('wrap-up summary (ARCHITECTURE §4.20)', () => {
  it('shows totals, the rows, the thank-you progress, the quiz ranking and the unreserved gifts', async () => {
    renderPage(() => okAnswer(SUMMARY));
    expect(await screen.findByText(MSG.parent.thankedProgress(1, 2))).toBeTruthy();
    const rows = screen.getByRole('list', { name: '예약 목록' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['아기띠', '젖병']);
    expect(within(rows).getByText('김하늘')).toBeTruthy();
    expect(screen.getByRole('list', { name: '퀴즈 순위' }).textContent).toContain('퀴즈왕');
    expect(screen.getByRole('list', { name: '아직 예약되지 않은 선물' }).textContent).toContain('꼭 필요해요 · 6~12개월');
  });

  it('ticking a row saves it and moves the progress; a failed save puts it back with an alert', async () => {
    let fail = false;
    const calls = renderPage((call) => {
      if (call.method === 'PUT') return fail ? errorAnswer('INTERNAL_ERROR') : okAnswer({ wishId: 8, thanked: true });
      return okAnswer(SUMMARY);
    });
    const box = await screen.findByRole('checkbox', { name: /감사 인사 완료 \(젖병\)/ });
    await userEvent.click(box);
    expect(await screen.findByText(MSG.parent.thankedProgress(2, 2))).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['/wish/reservation/8/thanked', { thanked: true }]]);

    fail = true;
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(box);
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(await screen.findByText(MSG.parent.thankedProgress(2, 2))).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('in surprise mode the rows say 비공개 and the reveal day is named', async () => {
    const hidden: EventWrapUp = {
      ...SUMMARY,
      surpriseMode: true,
      dueDate: '2027-05-10',
      reserversHidden: true,
      reservations: SUMMARY.reservations.map((row) => ({ ...row, reservedName: null, reservedEmail: null })),
    };
    renderPage(() => okAnswer(hidden));
    expect(await screen.findByRole('note')).toHaveProperty('textContent', MSG.parent.surpriseHidden('2027년 5월 10일'));
    expect(screen.getAllByText(MSG.parent.hiddenName)).toHaveLength(4);
    expect(screen.queryByText('김하늘')).toBeNull();
  });
});
