import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type Notice } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import NoticeEditPage from './NoticeEditPage';

jest.mock('./components/RichTextEditor', () => jest.requireActual('./testing/editorDouble'));
jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

/** `/admin/editNotice/{id}` (spec §2, §8): loads the notice, keeps or removes its image, edit-specific messages. */

const ADMIN_TOKEN = fakeSessionToken(ADMIN_CLAIMS);

const NOTICE: Notice = {
  id: 12,
  title: '설 연휴 배송 안내',
  content: '<p>연휴에는 늦어요</p>',
  imageUrl: 'https://babynews.test/api/uploads/files/notices/1-1700000000000-0123456789ab.webp',
  imagePath: 'notices/1-1700000000000-0123456789ab.webp',
  createdAt: '2026-01-20T01:00:00.000Z',
  updatedAt: '2026-01-20T01:00:00.000Z',
};

function renderEdit(id: string, save: (call: FakeCall) => FakeAnswer = () => okAnswer(NOTICE)) {
  const calls = installFakeFetch((call) =>
    call.method === 'GET' ? (call.path === '/notice/fetch/12' ? okAnswer(NOTICE) : errorAnswer('NOTICE_NOT_FOUND')) : save(call),
  );
  render(
    <MemoryRouter initialEntries={[`/admin/editNotice/${id}`]}>
      <Routes>
        <Route path="/admin/editNotice/:id" element={<NoticeEditPage />} />
        <Route path="/notice" element={<p>공지 목록 화면</p>} />
        <Route path="/notice/detail/:id" element={<p>공지 상세 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().login(ADMIN_TOKEN);
});

describe('NoticeEditPage', () => {
  it('loads the notice into the form and saves with the stored image kept', async () => {
    const calls = renderEdit('12');
    expect(await screen.findByDisplayValue(NOTICE.title)).toBeTruthy();
    expect(screen.getByRole('img', { name: '공지 이미지 미리보기' }).getAttribute('src')).toBe(NOTICE.imageUrl);
    await userEvent.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText(MSG.notice.edited)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/admin/notice/edit/12',
      body: { title: NOTICE.title, content: NOTICE.content, imagePath: NOTICE.imagePath },
    });
  });

  it("'이미지 삭제' removes the stored image: imagePath null", async () => {
    const calls = renderEdit('12');
    await userEvent.click(await screen.findByRole('button', { name: '이미지 삭제' }));
    expect(screen.queryByRole('img', { name: '공지 이미지 미리보기' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '수정하기' }));
    await screen.findByText(MSG.notice.edited);
    expect(calls.at(-1)!.body).toMatchObject({ imagePath: null });
  });

  it.each([
    ['403', errorAnswer('FORBIDDEN'), MSG.notice.editForbidden],
    ['404', errorAnswer('NOTICE_NOT_FOUND'), MSG.notice.editMissing],
    ['a server failure', errorAnswer('INTERNAL_ERROR'), MSG.notice.editFailed],
  ])('a %s on save shows the spec §8 edit message', async (_name, answer, message) => {
    renderEdit('12', () => answer);
    await screen.findByDisplayValue(NOTICE.title);
    await userEvent.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });

  it("an unknown notice says '존재하지 않는 공지사항입니다.'", async () => {
    renderEdit('99');
    expect(await screen.findByText(MSG.notice.editMissing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수정하기' })).toBeNull();
  });

  it('cancel goes back to the notice', async () => {
    renderEdit('12');
    await screen.findByDisplayValue(NOTICE.title);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByText('공지 상세 화면')).toBeTruthy();
  });
});
