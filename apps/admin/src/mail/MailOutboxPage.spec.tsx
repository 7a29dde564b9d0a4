import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { formatSeoulDateTime, MAIL_MSG, type MailStats } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { ADMIN_CLAIMS, errorAnswer, fakeSessionToken, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import MailOutboxPage from './MailOutboxPage';

/**
 * The administrator's outbox page (ARCHITECTURE §4.23): counts by status, the latest failed messages
 * with '다시 보내기' (which calls the retry route and reads the counts again), and the loading, empty
 * and error (with retry) states.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const FAILURE = {
  id: 42,
  kind: 'reservationReceipt',
  recipient: 'ki***@example.com',
  attempts: 8,
  lastError: 'ECONNREFUSED',
  createdAt: '2026-11-23T06:04:00.000Z',
};
const STATS: MailStats = { pending: 3, sending: 1, sent: 120, failed: 1, recentFailures: [FAILURE] };

function renderPage(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls = installFakeFetch(handler);
  render(
    <MemoryRouter>
      <MailOutboxPage />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

beforeEach(() => {
  useSession.getState().login(fakeSessionToken(ADMIN_CLAIMS));
});

it('shows the counts by status and the failed messages with their kind, masked address, tries, error and time', async () => {
  renderPage(() => okAnswer(STATS));
  expect(screen.getByText(MAIL_MSG.adminMailLoading)).toBeTruthy();
  const counts = await screen.findByRole('list', { name: MAIL_MSG.adminMailTitle });
  for (const [status, n] of [
    ['pending', '3'],
    ['sending', '1'],
    ['sent', '120'],
    ['failed', '1'],
  ] as const) {
    expect(within(within(counts).getByRole('region', { name: MAIL_MSG.adminMailStatus[status] })).getByText(n)).toBeTruthy();
  }
  const row = screen.getByRole('row', { name: /예약 확인/ });
  for (const text of ['42', 'ki***@example.com', '8', 'ECONNREFUSED', formatSeoulDateTime(FAILURE.createdAt)]) expect(within(row).getByText(text)).toBeTruthy();
});

it("'다시 보내기' retries that message, says so, and reads the counts again without the row", async () => {
  let retried = false;
  const { calls, user } = renderPage((call) => {
    if (call.path.startsWith('/admin/mail/retry/')) {
      retried = true;
      return okAnswer({ id: 42, status: 'pending' });
    }
    return okAnswer(retried ? { ...STATS, pending: 4, failed: 0, recentFailures: [] } : STATS);
  });
  await user.click(await screen.findByRole('button', { name: `${MAIL_MSG.adminMailRetry} 42` }));
  expect((await screen.findByRole('status')).textContent).toBe(MAIL_MSG.adminMailRetried);
  expect(await screen.findByText(MAIL_MSG.adminMailNoFailures)).toBeTruthy();
  await waitFor(() => expect(within(screen.getByRole('region', { name: MAIL_MSG.adminMailStatus.pending })).getByText('4')).toBeTruthy());
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /admin/mail/stats', 'POST /admin/mail/retry/42', 'GET /admin/mail/stats']);
});

it("a refused retry shows the server's message and keeps the row", async () => {
  const { user } = renderPage((call) => (call.method === 'POST' ? errorAnswer('MAIL_NOT_FAILED') : okAnswer(STATS)));
  await user.click(await screen.findByRole('button', { name: `${MAIL_MSG.adminMailRetry} 42` }));
  expect((await screen.findByRole('alert')).textContent).toBe(MAIL_MSG.mailNotFailed);
  expect(screen.getByRole('row', { name: /예약 확인/ })).toBeTruthy();
});

it('no failures: the empty state', async () => {
  renderPage(() => okAnswer({ ...STATS, failed: 0, recentFailures: [] }));
  expect(await screen.findByText(MAIL_MSG.adminMailNoFailures)).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

it('a failed load shows the error with 다시 시도, which loads again', async () => {
  let fail = true;
  const { calls, user } = renderPage(() => {
    if (fail) throw new TypeError('offline');
    return okAnswer(STATS);
  });
  expect(await screen.findByText(MAIL_MSG.adminMailLoadFailed)).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('row', { name: /예약 확인/ })).toBeTruthy();
  expect(calls).toHaveLength(2);
});
