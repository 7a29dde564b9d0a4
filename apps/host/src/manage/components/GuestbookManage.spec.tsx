import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestbookManagePage } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, fakeSessionToken, installFakeFetch, okAnswer } from '@babynews/testing';
import { GuestbookManage } from './GuestbookManage';

const CODE = 'abcdefgh12345678';
const READ: GuestbookManagePage = {
  entries: [
    { entryId: 'e-2', name: '고모', message: '<script>x</script>', createdAt: '2026-11-23T07:00:00.000Z', hidden: true },
    { entryId: 'e-1', name: '이모', message: '축하해요', createdAt: '2026-11-23T06:00:00.000Z', hidden: false },
  ],
  page: { number: 0, size: 20, totalElements: 2, totalPages: 1 },
};

let alert: jest.SpyInstance;
let confirm: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(fakeSessionToken());
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  alert.mockRestore();
  confirm.mockRestore();
});

describe('GuestbookManage (ARCHITECTURE "Guestbook")', () => {
  it('lists every entry with the hidden mark; 숨기기 / 다시 보이기 and 삭제 change the server, then the list', async () => {
    const calls = installFakeFetch((call) => {
      if (call.method === 'PUT') return okAnswer({ entryId: call.path.split('/')[2], hidden: (call.body as { hidden: boolean }).hidden });
      if (call.method === 'DELETE') return okAnswer({ entryId: 'e-2', deleted: true });
      return okAnswer(READ);
    });
    render(<GuestbookManage code={CODE} />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('<script>x</script>')).toBeTruthy();
    expect(within(list).getByText('숨김')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '숨기기 (이모님의 글)' }));
    expect(await screen.findByRole('button', { name: '다시 보이기 (이모님의 글)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '삭제 (고모님의 글)' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/guestbook/e-1/hidden', { hidden: true }],
      ['DELETE', '/guestbook/e-2', undefined],
    ]);
  });

  it('a refused change is an alert and the list stays; a failed read offers 다시 시도', async () => {
    let failRead = true;
    installFakeFetch((call) => {
      if (call.method === 'PUT') return errorAnswer('NOT_OWNER');
      if (failRead) return errorAnswer('INTERNAL_ERROR');
      return okAnswer(READ);
    });
    render(<GuestbookManage code={CODE} />);
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    failRead = false;
    await userEvent.click(retry);
    await userEvent.click(await screen.findByRole('button', { name: '숨기기 (이모님의 글)' }));
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: '숨기기 (이모님의 글)' })).toBeTruthy();
  });
});
