import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LIMITS, MSG } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, type FakeAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import NoticeCreatePage from './NoticeCreatePage';

/** The event loop's own setImmediate (the fake timers replace the global one). */
const { setImmediate: realSetImmediate } = jest.requireActual<{ setImmediate: (callback: () => void) => unknown }>('timers');

jest.mock('./components/RichTextEditor', () => jest.requireActual('./testing/editorDouble'));
jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

/**
 * `/admin/notice/create` (spec §2, §4, §5, §8): validation messages in the order of the form (cleared after
 * 3 s), counters, the 5 MB image rule, the create call, success then /notice after 1.5 s, the admin-only
 * message on 403 (session kept), and cancel asking first once something was typed.
 */

const ADMIN_TOKEN = fakeSessionToken(ADMIN_CLAIMS);

function renderPage(answer: (call: FakeCall) => FakeAnswer = () => ({ status: 201, body: { id: 5 } })) {
  const calls = installFakeFetch(answer);
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <MemoryRouter initialEntries={['/admin/notice/create']}>
      <Routes>
        <Route path="/admin/notice/create" element={<NoticeCreatePage />} />
        <Route path="/notice" element={<p>공지 목록 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { calls, user };
}

const title = () => screen.getByLabelText('제목');
const content = () => screen.findByRole('textbox', { name: '내용' });
const submit = () => screen.getByRole('button', { name: '등록하기' });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  useSession.getState().login(ADMIN_TOKEN);
});
afterEach(() => jest.useRealTimers());

describe('NoticeCreatePage', () => {
  it('checks title then content with the spec §5 messages, each cleared after 3 s; nothing is sent', async () => {
    const { calls, user } = renderPage();
    await content();
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(MSG.notice.titleRequired);
    act(() => jest.advanceTimersByTime(LIMITS.errorClearMs));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(title(), '공지 제목');
    await user.type(await content(), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(MSG.notice.contentRequired);
    expect(calls).toEqual([]);
  });

  it('shows the title counter out of 200 and caps the input there; the content counter counts characters', async () => {
    const { user } = renderPage();
    expect(screen.getByText('0/200')).toBeTruthy();
    await user.type(title(), '새해 인사');
    expect(screen.getByText('5/200')).toBeTruthy();
    expect(title().getAttribute('maxLength')).toBe(String(LIMITS.noticeTitleMax));
    await user.type(await content(), '안녕하세요');
    expect(screen.getByText('5자')).toBeTruthy();
  });

  it('creates the notice, shows the success message and goes to /notice after 1.5 s', async () => {
    const { calls, user } = renderPage();
    await user.type(title(), '  새해 인사  ');
    await user.type(await content(), '복 많이 받으세요');
    await user.click(submit());
    // Settle the call's promises without moving the clock (findBy* would advance the fake timers): each
    // round also lets one real event-loop turn pass, so the result never depends on how busy the machine is.
    const realTurn = () => new Promise<void>((resolve) => realSetImmediate(resolve));
    for (let i = 0; i < 20 && !screen.queryByText(MSG.notice.created); i++) await act(realTurn);
    expect(screen.getByText(MSG.notice.created)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/admin/notice/create',
      body: { title: '새해 인사', content: '<p>복 많이 받으세요</p>', imagePath: null },
    });
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    act(() => jest.advanceTimersByTime(LIMITS.successRedirectMs - 10));
    expect(screen.queryByText('공지 목록 화면')).toBeNull();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByText('공지 목록 화면')).toBeTruthy();
  });

  it.each([
    ['403 FORBIDDEN', errorAnswer('FORBIDDEN'), MSG.notice.createForbidden],
    ['a validation refusal', errorAnswer('VALIDATION_FAILED', MSG.notice.titleTooLong), MSG.notice.titleTooLong],
    ['a server failure', errorAnswer('INTERNAL_ERROR'), MSG.notice.createFailed],
  ])('%s shows the spec §8 message and keeps the session', async (_name, answer, message) => {
    const { user } = renderPage(() => answer);
    await user.type(title(), '공지');
    await user.type(await content(), '내용');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(useSession.getState().token).toBe(ADMIN_TOKEN);
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('refuses an image original over 5 MB with the spec message, cleared after 3 s', async () => {
    const { user, calls } = renderPage();
    const big = new File([new Uint8Array(LIMITS.imageOriginalMaxBytes + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('이미지 (선택)'), big);
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.notice.imageTooLarge);
    expect(MSG.notice.imageTooLarge).toBe('이미지 원본 크기는 5MB 이하여야 합니다.');
    act(() => jest.advanceTimersByTime(LIMITS.errorClearMs));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('cancel goes to /notice at once when nothing was typed, and asks first when something was', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderPage();
    await user.type(title(), '쓰다 만 공지');
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(confirm).toHaveBeenCalledWith(MSG.notice.cancelConfirm);
    expect(screen.queryByText('공지 목록 화면')).toBeNull();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByText('공지 목록 화면')).toBeTruthy();
    confirm.mockRestore();
  });

  it('cancel without typing does not ask', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = renderPage();
    await content();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('공지 목록 화면')).toBeTruthy();
    confirm.mockRestore();
  });
});
