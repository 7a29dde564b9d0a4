import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MSG, type Notice } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import NoticeDetailPage from './NoticeDetailPage';

/**
 * `/notice/detail/{id}` (spec §2 "Notice detail", §4 "Notice delete", §8): badge, title, Korean long date,
 * image hidden when it fails, sanitised content, administrators' edit/delete with the confirmation.
 */

const tokenFor = (role: string) => fakeSessionToken({ ...ADMIN_CLAIMS, role });

const NOTICE: Notice = {
  id: 12,
  title: '설 연휴 배송 안내',
  content: '<h2>배송 일정</h2><p>연휴에는 <strong>배송이 늦어요</strong>.</p><img src="x" onerror="window.__hacked = true">',
  imageUrl: 'https://babynews.test/api/uploads/files/notices/1-1700000000000-0123456789ab.webp',
  imagePath: 'notices/1-1700000000000-0123456789ab.webp',
  createdAt: '2026-01-20T01:00:00.000Z',
  updatedAt: '2026-01-20T01:00:00.000Z',
};

function ListProbe() {
  const location = useLocation();
  return <p>목록 화면 {(location.state as { flash?: string } | null)?.flash}</p>;
}

function renderDetail(id: string, answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={[`/notice/detail/${id}`]}>
      <Routes>
        <Route path="/notice/detail/:id" element={<NoticeDetailPage />} />
        <Route path="/notice" element={<ListProbe />} />
        <Route path="/admin/editNotice/:id" element={<p>수정 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().logout();
});

describe('NoticeDetailPage', () => {
  it('shows badge, title, Korean long date and sanitised content; no admin buttons for a visitor', async () => {
    const calls = renderDetail('12', () => okAnswer(NOTICE));
    expect(await screen.findByRole('heading', { level: 1, name: NOTICE.title })).toBeTruthy();
    expect(screen.getByText(MSG.notice.badge)).toBeTruthy();
    expect(screen.getByText('2026년 1월 20일')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '배송 일정' })).toBeTruthy();
    expect(screen.getByText('배송이 늦어요').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/notice/fetch/12']);
  });

  it('hides the image when it fails to load', async () => {
    renderDetail('12', () => okAnswer(NOTICE));
    const image = await screen.findByRole('img', { name: NOTICE.title });
    expect(image.getAttribute('src')).toBe(NOTICE.imageUrl);
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: NOTICE.title })).toBeNull();
  });

  it("an unknown notice says '공지사항을 찾을 수 없습니다.' with a way back; a malformed id makes no call", async () => {
    renderDetail('999', () => errorAnswer('NOTICE_NOT_FOUND'));
    expect(await screen.findByText(MSG.notice.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.notice.backToList }).getAttribute('href')).toBe('/notice');

    const calls = installFakeFetch(() => okAnswer(NOTICE));
    render(
      <MemoryRouter initialEntries={['/notice/detail/abc']}>
        <Routes>
          <Route path="/notice/detail/:id" element={<NoticeDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findAllByText(MSG.notice.notFound)).length).toBe(2);
    expect(calls).toEqual([]);
  });

  it('other failures show the load error with a retry', async () => {
    let fail = true;
    renderDetail('12', () => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(NOTICE)));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.notice.listFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: NOTICE.title })).toBeTruthy();
  });

  it('administrator: edit links to /admin/editNotice/{id}; delete asks first, then goes back to the list with the success message', async () => {
    useSession.getState().login(tokenFor('ROLE_ADMIN'));
    const calls = renderDetail('12', (call) => (call.method === 'DELETE' ? okAnswer({ id: 12 }) : okAnswer(NOTICE)));
    await screen.findByRole('heading', { level: 1, name: NOTICE.title });
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe('/admin/editNotice/12');

    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('dialog', { name: '공지사항 삭제' });
    expect(dialog.textContent).toContain('복구할 수 없습니다');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText(`목록 화면 ${MSG.notice.deleted}`)).toBeTruthy();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/admin/notice/delete/12');
    expect(del.headers.Authorization).toBe(`Bearer ${tokenFor('ROLE_ADMIN')}`);
  });

  it('a failed delete shows the spec §8 message in the dialog and stays', async () => {
    useSession.getState().login(tokenFor('ROLE_ADMIN'));
    renderDetail('12', (call) => (call.method === 'DELETE' ? errorAnswer('INTERNAL_ERROR') : okAnswer(NOTICE)));
    await screen.findByRole('heading', { level: 1, name: NOTICE.title });
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(MSG.notice.deleteFailed));
  });

  it('a member (not an administrator) sees no admin buttons', async () => {
    useSession.getState().login(tokenFor('ROLE_USER'));
    renderDetail('12', () => okAnswer(NOTICE));
    await screen.findByRole('heading', { level: 1, name: NOTICE.title });
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
  });
});
