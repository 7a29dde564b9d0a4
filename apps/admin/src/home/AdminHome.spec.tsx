import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_MSG, type DailySignups } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import { ClockProvider } from '../stats/clock';
import AdminHome from './AdminHome';

/**
 * The admin home (spec §2, §9): the three windows are computed from the injected clock — a day starts
 * at 11:00 Asia/Seoul, so at 10:59 'today' began yesterday at 11:00 and at 11:00 it begins now — each
 * window shows regular and social sign-ups, a failed call shows zeros, and the chart has its own
 * error state with retry.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken(ADMIN_CLAIMS);

const DAYS: DailySignups = { days: [{ date: '2026-11-22', regularCount: 2, socialCount: 1 }] };

function query(call: FakeCall): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call.path.split('?')[1]));
}

function renderAt(iso: string) {
  return render(
    <ClockProvider clock={() => new Date(iso)}>
      <MemoryRouter>
        <AdminHome />
      </MemoryRouter>
    </ClockProvider>,
  );
}

beforeEach(() => {
  useSession.getState().login(TOKEN);
});

it.each([
  ['10:59 in Seoul', '2026-11-23T01:59:00.000Z', '2026-11-22T02:00:00.000Z'],
  ['11:00 in Seoul', '2026-11-23T02:00:00.000Z', '2026-11-23T02:00:00.000Z'],
])('at %s the windows start at the right 11:00', async (_label, now, todayStart) => {
  const calls = installFakeFetch((call) => {
    if (call.path.startsWith('/admin/member/getDailySignups')) return okAnswer(DAYS);
    const { startDate } = query(call);
    const today = startDate === todayStart;
    return okAnswer({ totalCount: today ? 3 : 9, kakaoUserCount: 1, googleUserCount: 1, socialUserCount: 2, regularUserCount: today ? 1 : 7 });
  });
  renderAt(now);
  const today = await screen.findByRole('region', { name: '오늘 가입' });
  expect(within(today).getByText('3')).toBeTruthy();
  expect(within(today).getByText('일반 가입').nextElementSibling?.textContent).toBe('1명');
  expect(within(today).getByText('소셜 가입').nextElementSibling?.textContent).toContain('2명');
  const stats = calls.filter((c) => c.path.startsWith('/admin/member/getStatsByDateRange')).map(query);
  const end = new Date(new Date(now).getTime() + 1).toISOString();
  const day = 86_400_000;
  expect(stats).toEqual([
    { startDate: todayStart, endDate: end },
    { startDate: new Date(Date.parse(todayStart) - 7 * day).toISOString(), endDate: end },
    { startDate: new Date(Date.parse(todayStart) - 30 * day).toISOString(), endDate: end },
  ]);
  expect(within(screen.getByRole('region', { name: '최근 7일 가입' })).getByText('9')).toBeTruthy();
  expect(await screen.findByRole('img', { name: /최근 1일 일별 가입자 수 막대 그래프, 합계 3명/ })).toBeTruthy();
  const chart = query(calls.find((c) => c.path.startsWith('/admin/member/getDailySignups'))!);
  expect(chart).toEqual({ startDate: new Date(Date.parse(todayStart) - 29 * day).toISOString(), endDate: end });
});

it('shows zeros when the statistics calls fail, and the chart error with a retry', async () => {
  let chartFails = true;
  installFakeFetch((call) => {
    if (call.path.startsWith('/admin/member/getDailySignups')) {
      if (chartFails) return errorAnswer('INTERNAL_ERROR');
      return okAnswer(DAYS);
    }
    throw new Error('network down');
  });
  renderAt('2026-11-23T05:00:00.000Z');
  const month = await screen.findByRole('region', { name: '최근 30일 가입' });
  expect(within(month).getByText('0')).toBeTruthy();
  expect(within(month).getByText('일반 가입').nextElementSibling?.textContent).toBe('0명');
  expect(await screen.findByText(ADMIN_MSG.chartFailed)).toBeTruthy();
  chartFails = false;
  await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('img', { name: /막대 그래프/ })).toBeTruthy();
});
