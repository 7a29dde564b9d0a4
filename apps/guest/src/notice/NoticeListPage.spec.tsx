import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type NoticeSummary } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer } from '@babynews/testing';
import NoticeListPage from './NoticeListPage';

/** `/notice` (spec §2 "Notice list", §8): rows opening the detail, the empty state, the error state with retry, the success message after a delete. */

const NOTICES: NoticeSummary[] = [
  { id: 12, title: '설 연휴 배송 안내', createdAt: '2026-01-20T01:00:00.000Z' },
  { id: 7, title: '서비스 점검 안내', createdAt: '2025-12-01T01:00:00.000Z' },
];

function renderList(answer: () => FakeAnswer, state?: unknown) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={[{ pathname: '/notice', state }]}>
      <Routes>
        <Route path="/notice" element={<NoticeListPage />} />
        <Route path="/notice/detail/:id" element={<p>상세 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('NoticeListPage', () => {
  it('lists the notices with their dates; a row opens /notice/detail/{id}', async () => {
    const calls = renderList(() => okAnswer(NOTICES));
    const first = await screen.findByRole('link', { name: /설 연휴 배송 안내/ });
    expect(first.getAttribute('href')).toBe('/notice/detail/12');
    expect(screen.getByRole('link', { name: /서비스 점검 안내/ }).getAttribute('href')).toBe('/notice/detail/7');
    expect(first.textContent).toContain('2026. 01. 20.');
    expect(screen.getByRole('heading', { level: 1, name: MSG.notice.listTitle })).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path])).toEqual([['GET', '/notice/fetchAll']]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    await userEvent.click(first);
    expect(await screen.findByText('상세 화면')).toBeTruthy();
  });

  it('shows the empty state when there is no notice', async () => {
    renderList(() => okAnswer([]));
    expect(await screen.findByText(MSG.notice.empty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '공지사항 목록' })).toBeNull();
  });

  it('shows the spec §8 error with a retry that loads the list again', async () => {
    let fail = true;
    const calls = renderList(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(NOTICES)));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.notice.listFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: /설 연휴 배송 안내/ })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('a network failure shows the same error', async () => {
    renderList(() => {
      throw new Error('offline');
    });
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.notice.listFailed);
  });

  it('shows the success message handed over after a delete', async () => {
    renderList(() => okAnswer(NOTICES), { flash: MSG.notice.deleted });
    expect((await screen.findByRole('status')).textContent).toBe(MSG.notice.deleted);
    await act(async () => {});
    expect(screen.getByText(MSG.notice.deleted)).toBeTruthy();
  });
});
