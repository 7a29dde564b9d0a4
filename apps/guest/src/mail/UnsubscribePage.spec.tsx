import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MAIL_MSG } from '@babynews/contracts';
import { deferred, errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import UnsubscribePage, { unsubscribeTokenFromHash } from './UnsubscribePage';

/** The one-click unsubscribe page (ARCHITECTURE §4.23): what stops, one confirmation, done; bad links and failed calls. */

const PART = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v';
const RECEIPT = `receipt.${PART}.${PART}`;
const NOTICE = `notification.${PART}.${PART}`;
const BIRTH = `birth.${PART}.${PART}`;

function open(hash: string, answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  window.history.replaceState(null, '', `/mail/unsubscribe${hash}`);
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/mail/unsubscribe']}>
      <Routes>
        <Route path="/mail/unsubscribe" element={<UnsubscribePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

describe('unsubscribeTokenFromHash', () => {
  it('takes a well-formed token of a known group from #t= and nothing else', () => {
    expect(unsubscribeTokenFromHash(`#t=${RECEIPT}`)).toBe(RECEIPT);
    expect(unsubscribeTokenFromHash(`#x=1&t=${NOTICE}`)).toBe(NOTICE);
    expect(unsubscribeTokenFromHash(`#t=marketing.${PART}.${PART}`)).toBe('');
    expect(unsubscribeTokenFromHash(`#t=receipt.${PART}`)).toBe('');
    expect(unsubscribeTokenFromHash('')).toBe('');
  });
});

describe('UnsubscribePage', () => {
  it('names the receipts, posts the token once on the button (busy meanwhile), then says it is done', async () => {
    const gate = deferred();
    const { calls, user } = open(`#t=${RECEIPT}`, async () => {
      await gate.promise;
      return okAnswer({ group: 'receipt' });
    });
    expect(await screen.findByText(MAIL_MSG.unsubscribeGroupReceipt)).toBeTruthy();
    expect(calls).toHaveLength(0);
    const button = screen.getByRole('button', { name: MAIL_MSG.unsubscribeButton });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await user.click(button);
    gate.resolve();
    expect((await screen.findByRole('status')).textContent).toBe(MAIL_MSG.unsubscribeDone);
    expect(calls).toEqual([
      expect.objectContaining({ path: `/mail/unsubscribe?token=${encodeURIComponent(RECEIPT)}`, method: 'POST', body: { 'List-Unsubscribe': 'One-Click' } }),
    ]);
    expect(screen.queryByRole('button', { name: MAIL_MSG.unsubscribeButton })).toBeNull();
  });

  it('names the notifications for a notification token', async () => {
    open(`#t=${NOTICE}`, () => okAnswer({ group: 'notification' }));
    expect(await screen.findByText(MAIL_MSG.unsubscribeGroupNotification)).toBeTruthy();
    expect(screen.queryByText(MAIL_MSG.unsubscribeGroupReceipt)).toBeNull();
  });

  it('names the birth announcements for a birth token (ARCHITECTURE "Birth announcement")', async () => {
    expect(unsubscribeTokenFromHash(`#t=${BIRTH}`)).toBe(BIRTH);
    open(`#t=${BIRTH}`, () => okAnswer({ group: 'birth' }));
    expect(await screen.findByText(MAIL_MSG.unsubscribeGroupBirth)).toBeTruthy();
    expect(screen.queryByText(MAIL_MSG.unsubscribeGroupReceipt)).toBeNull();
  });

  it('a forged token (the server refuses it) shows the Korean link error', async () => {
    const { user } = open(`#t=${RECEIPT}`, () => errorAnswer('UNSUBSCRIBE_LINK_INVALID'));
    await user.click(await screen.findByRole('button', { name: MAIL_MSG.unsubscribeButton }));
    expect(await screen.findByText(MAIL_MSG.unsubscribeLinkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MAIL_MSG.unsubscribeButton })).toBeNull();
  });

  it('a malformed or missing token says the link is not valid without a call', async () => {
    const { calls } = open('#t=receipt.short.sig', () => okAnswer());
    expect(await screen.findByText(MAIL_MSG.unsubscribeLinkInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a network failure shows the fallback message and the button again; the retry succeeds', async () => {
    let fail = true;
    const { calls, user } = open(`#t=${RECEIPT}`, () => {
      if (fail) throw new TypeError('offline');
      return okAnswer({ group: 'receipt' });
    });
    await user.click(await screen.findByRole('button', { name: MAIL_MSG.unsubscribeButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(MAIL_MSG.unsubscribeFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: MAIL_MSG.unsubscribeButton }));
    expect((await screen.findByRole('status')).textContent).toBe(MAIL_MSG.unsubscribeDone);
    expect(calls).toHaveLength(2);
  });
});
