import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_MSG, GUESTBOOK_MSG, MSG, type GuestbookEntry, type GuestbookPage } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeCall } from '@babynews/testing';
import GuestbookSection from './GuestbookSection';

const CODE = 'abcdefgh12345678';
const entry = (n: number): GuestbookEntry => ({ entryId: `entry-${n}`, name: `이모${n}`, message: `축하해요 ${n}`, createdAt: '2026-11-23T06:04:00.000Z' });
const page = (entries: GuestbookEntry[], number: number, total: number): GuestbookPage => ({
  entries,
  page: { number, size: 20, totalElements: total, totalPages: Math.ceil(total / 20) },
});

function renderBook(answer: (call: FakeCall) => ReturnType<typeof okAnswer>) {
  const calls = installFakeFetch(answer);
  render(<GuestbookSection code={CODE} />);
  return { calls, user: userEvent.setup() };
}

describe('GuestbookSection (ARCHITECTURE "Guestbook")', () => {
  it('shows the entries newest first as plain text, and 더 보기 reads the next page', async () => {
    const first = Array.from({ length: 20 }, (_, i) => entry(21 - i));
    const { calls, user } = renderBook((call) =>
      okAnswer(call.path.endsWith('page=1') ? page([{ ...entry(1), message: '<b>굵게</b>' }], 1, 21) : page(first, 0, 21)),
    );
    const list = await screen.findByRole('list', { name: '방명록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('축하 21개')).toBeTruthy();
    // the consent names what the guestbook collects and who reads it
    expect(screen.getByText(CONSENT_MSG.guestbookNotice.items)).toBeTruthy();
    expect(screen.getByText(CONSENT_MSG.guestbookNotice.recipient)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));
    expect(within(list).getByText('<b>굵게</b>')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([`/guestbook/${CODE}?page=0`, `/guestbook/${CODE}?page=1`]);
  });

  it('an empty message is refused in Korean and nothing is sent; a sent entry comes first and the form empties', async () => {
    const { calls, user } = renderBook((call) => (call.method === 'POST' ? { status: 201, body: { entryId: 'entry-new' } } : okAnswer(page([entry(1)], 0, 1))));
    await screen.findByText('축하해요 1');
    await user.type(screen.getByLabelText('이름'), '김이모');
    await user.type(screen.getByLabelText('삭제 비밀번호'), '4821');
    await user.click(screen.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    await user.click(screen.getByRole('button', { name: '남기기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GUESTBOOK_MSG.messageRequired);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('축하 메시지'), '  순산하세요!  ');
    await user.click(screen.getByRole('button', { name: '남기기' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '방명록' })).getAllByRole('listitem')[0]!.textContent).toContain('순산하세요!'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/guestbook/${CODE}`, { eventCode: CODE, name: '김이모', message: '순산하세요!', password: '4821', privacyConsent: true }],
    ]);
    expect(screen.getByText('축하 2개')).toBeTruthy();
    expect((screen.getByLabelText('축하 메시지') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText(CONSENT_MSG.relativeConsentLabel) as HTMLInputElement).checked).toBe(false);
  });

  it('a limit refusal shows the server message and keeps what was typed', async () => {
    const { user } = renderBook((call) => (call.method === 'POST' ? errorAnswer('GUESTBOOK_RATE_LIMITED') : okAnswer(page([], 0, 0))));
    expect(await screen.findByText('첫 번째 축하를 남겨 주세요.')).toBeTruthy();
    await user.type(screen.getByLabelText('이름'), '김이모');
    await user.type(screen.getByLabelText('축하 메시지'), '축하해요');
    await user.type(screen.getByLabelText('삭제 비밀번호'), '4821');
    await user.click(screen.getByLabelText(CONSENT_MSG.relativeConsentLabel));
    await user.click(screen.getByRole('button', { name: '남기기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GUESTBOOK_MSG.rateLimited);
    expect((screen.getByLabelText('축하 메시지') as HTMLTextAreaElement).value).toBe('축하해요');
  });

  it('삭제 with a wrong PIN says so; with the right one the entry goes', async () => {
    let wrong = true;
    const { calls, user } = renderBook((call) => {
      if (call.method === 'POST') return wrong ? errorAnswer('RESERVATION_PIN_WRONG') : okAnswer({ entryId: 'entry-1', deleted: true });
      return okAnswer(page([entry(2), entry(1)], 0, 2));
    });
    await screen.findByText('축하해요 1');
    await user.click(screen.getByRole('button', { name: '삭제 (이모1님의 글)' }));
    const form = screen.getByRole('form', { name: '이모1님의 글 삭제' });
    // three digits: the API's own schema refuses it here, with its Korean message, and nothing is sent
    await user.type(within(form).getByLabelText('삭제 비밀번호'), '111');
    await user.click(within(form).getByRole('button', { name: '삭제하기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(MSG.reserve.gatePassword);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.clear(within(form).getByLabelText('삭제 비밀번호'));
    await user.type(within(form).getByLabelText('삭제 비밀번호'), '1111');
    await user.click(within(form).getByRole('button', { name: '삭제하기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(MSG.reserve.wrongPassword);
    wrong = false;
    await user.clear(within(form).getByLabelText('삭제 비밀번호'));
    await user.type(within(form).getByLabelText('삭제 비밀번호'), '4821');
    await user.click(within(form).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(screen.queryByText('축하해요 1')).toBeNull());
    expect(screen.getByText('축하해요 2')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({ path: '/guestbook/delete/entry-1', body: { eventCode: CODE, password: '4821' } });
  });

  it('a failed read offers 다시 시도, which reads again', async () => {
    let fail = true;
    const { user } = renderBook(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(page([entry(1)], 0, 1))));
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('축하해요 1')).toBeTruthy();
  });
});
