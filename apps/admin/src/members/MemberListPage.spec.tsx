import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MSG, type AdminMemberPage, type AdminMemberSummary } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import { ClockProvider } from '../stats/clock';
import MemberListPage from './MemberListPage';
import { defaultFilterForm } from './hooks/useMemberFilters';

/**
 * The member list (spec §2, §5): 15 rows a page with PREV/NEXT and 'page x of y', the date filter
 * (both dates required, default last month up to today), the detail filter (name or phone required),
 * roles shown as 관리자 / 일반 회원, dates as 'year. month. day', and the error state with retry.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken(ADMIN_CLAIMS);
const NOW = '2026-11-23T05:00:00.000Z';

const member = (id: number): AdminMemberSummary => ({
  id,
  username: `mom${id}`,
  email: `mom${id}@example.com`,
  displayName: `엄마${id}`,
  realName: id === 31 ? '김하늘' : null,
  phoneNumber: null,
  role: id === 1 ? 'ROLE_ADMIN' : 'ROLE_USER',
  provider: id % 2 ? 'regular' : 'kakao',
  createdAt: '2026-11-22T15:30:00.000Z',
});

function pageOf(page: number): AdminMemberPage {
  const ids = Array.from({ length: 31 }, (_, i) => 31 - i).slice(page * 15, page * 15 + 15);
  return { _embedded: { members: ids.map(member) }, page: { size: 15, number: page, totalElements: 31, totalPages: 3 } };
}

function renderPage(handler: (call: FakeCall) => ReturnType<typeof okAnswer>) {
  const calls = installFakeFetch(handler);
  render(
    <ClockProvider clock={() => new Date(NOW)}>
      <MemoryRouter>
        <MemberListPage />
      </MemoryRouter>
    </ClockProvider>,
  );
  return calls;
}

beforeEach(() => {
  useSession.getState().login(TOKEN);
});

it('pages 31 members 15/15/1 with PREV/NEXT and page x of y', async () => {
  const user = userEvent.setup();
  const calls = renderPage((call) => okAnswer(pageOf(Number(/fetchMemberList\/(\d+)\/15/.exec(call.path)?.[1] ?? 0))));
  expect(await screen.findByText('page 1 of 3')).toBeTruthy();
  const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows()).toHaveLength(15);
  expect(screen.getByRole('button', { name: 'PREV' })).toHaveProperty('disabled', true);
  const first = rows()[0];
  expect(within(first).getByRole('link', { name: 'mom31' }).getAttribute('href')).toBe('/admin/member/stats/details/31');
  // 2026-11-22 15:30 UTC is 2026-11-23 00:30 in Seoul.
  expect(within(first).getByText('2026. 11. 23.')).toBeTruthy();
  expect(within(first).getByText('일반 회원')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'NEXT' }));
  expect(await screen.findByText('page 2 of 3')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'NEXT' }));
  expect(await screen.findByText('page 3 of 3')).toBeTruthy();
  expect(rows()).toHaveLength(1);
  expect(within(rows()[0]).getByText('관리자')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'NEXT' })).toHaveProperty('disabled', true);
  await user.click(screen.getByRole('button', { name: 'PREV' }));
  expect(await screen.findByText('page 2 of 3')).toBeTruthy();
  expect(calls.map((c) => c.path)).toEqual([
    '/admin/fetchMemberList/0/15',
    '/admin/fetchMemberList/1/15',
    '/admin/fetchMemberList/2/15',
    '/admin/fetchMemberList/1/15',
  ]);
});

it('the date filter needs both dates; the default range is the last month up to today', async () => {
  const user = userEvent.setup();
  const calls = renderPage(() => okAnswer(pageOf(0)));
  await screen.findByText('page 1 of 3');
  expect(defaultFilterForm(new Date(NOW))).toMatchObject({ startDate: '2026-10-23', endDate: '2026-11-23' });
  expect(defaultFilterForm(new Date('2026-03-31T03:00:00.000Z'))).toMatchObject({ startDate: '2026-02-28', endDate: '2026-03-31' });
  await user.click(screen.getByRole('checkbox', { name: '가입일로 찾기' }));
  expect(screen.getByLabelText('시작일')).toHaveProperty('value', '2026-10-23');
  await user.clear(screen.getByLabelText('종료일'));
  await user.click(screen.getByRole('button', { name: '검색' }));
  expect(await screen.findByText(MSG.admin.bothDatesRequired)).toBeTruthy();
  expect(calls).toHaveLength(1);
  await user.type(screen.getByLabelText('종료일'), '2026-11-20');
  await user.click(screen.getByRole('button', { name: '검색' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].path).toBe('/admin/fetchMemberListByDateRange/0/15?startDate=2026-10-23&endDate=2026-11-20');
});

it('the detail filter needs a name or a phone number', async () => {
  const user = userEvent.setup();
  const calls = renderPage(() => okAnswer(pageOf(0)));
  await screen.findByText('page 1 of 3');
  await user.click(screen.getByRole('checkbox', { name: '이름·전화번호로 찾기' }));
  await user.type(screen.getByLabelText('이름'), '   ');
  await user.click(screen.getByRole('button', { name: '검색' }));
  expect(await screen.findByText(MSG.admin.nameOrPhoneRequired)).toBeTruthy();
  expect(calls).toHaveLength(1);
  await user.type(screen.getByLabelText('전화번호'), '010-1234');
  await user.click(screen.getByRole('button', { name: '검색' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  // The detail filter alone sends no dates: no range for the server to walk.
  expect(calls[1].path).toBe('/admin/fetchMemberListByDateRange/0/15?phoneNumber=010-1234');
  await user.click(screen.getByRole('checkbox', { name: '가입일로 찾기' }));
  await user.click(screen.getByRole('button', { name: '검색' }));
  await waitFor(() => expect(calls).toHaveLength(3));
  expect(calls[2].path).toBe('/admin/fetchMemberListByDateRange/0/15?startDate=2026-10-23&endDate=2026-11-23&phoneNumber=010-1234');
});

it('shows the list error with a retry, and the empty state', async () => {
  const user = userEvent.setup();
  let answer = errorAnswer('INTERNAL_ERROR', MSG.admin.memberListFailed);
  renderPage(() => answer);
  expect(await screen.findByText(MSG.admin.memberListFailed)).toBeTruthy();
  answer = okAnswer({ _embedded: { members: [] }, page: { size: 15, number: 0, totalElements: 0, totalPages: 0 } });
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByText('조건에 맞는 회원이 없습니다.')).toBeTruthy();
  expect(screen.getByText('page 1 of 1')).toBeTruthy();
});
