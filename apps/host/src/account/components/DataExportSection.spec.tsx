import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EXPORT_MSG, MSG, SECURITY_MSG, type AccountInfo } from '@babynews/contracts';
import { postLoginRedirect, useSession } from '@babynews/session';
import { errorAnswer, fakeSessionToken, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { DataExportSection } from './DataExportSection';

/**
 * '내 정보 내려받기' on '내 정보' (ARCHITECTURE §4.24): the password asked before any call, POST
 * /api/member/export, the answer saved as `babynews-내정보-YYYYMMDD.json` through a Blob and a link, the
 * loading and done lines, the wrong password under the field, the day's limit and the social re-sign-in.
 */

jest.mock('../../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const DOCUMENT = { format: 'babynews-member-export', newsPages: [{ page: { title: '콩이의 소식' } }] };
/** 2026-03-01 09:30 in Seoul. */
const NOW = new Date('2026-03-01T00:30:00Z');

type Info = Pick<AccountInfo, 'provider' | 'hasPassword'>;
const REGULAR: Info = { provider: 'regular', hasPassword: true };

let saved: { blob: Blob; name: string }[];
beforeEach(() => {
  useSession.getState().login(fakeSessionToken());
  saved = [];
  let lastBlob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => ((lastBlob = blob), 'blob:export')),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

function renderSection(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>, info: Info = REGULAR) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/user/account']}>
      <Routes>
        <Route path="/user/account" element={<DataExportSection info={info} now={() => NOW} />} />
        <Route path="/user/login" element={<p>로그인 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

/** A Blob's text (jsdom's Blob has no `text()`). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const submit = () => userEvent.click(screen.getByRole('button', { name: EXPORT_MSG.submit }));

describe('DataExportSection', () => {
  it('asks for the password, then downloads the answer as a dated JSON file and says so', async () => {
    const calls = renderSection(() => okAnswer(DOCUMENT));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(MSG.auth.passwordRequired);
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText(EXPORT_MSG.passwordLabel), 'happy-baby-2026');
    await submit();
    expect((await screen.findByRole('status')).textContent).toBe(EXPORT_MSG.done);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/member/export', { password: 'happy-baby-2026' }]]);
    expect(saved.map((s) => s.name)).toEqual(['babynews-내정보-20260301.json']);
    expect(saved[0]!.blob.type).toBe('application/json;charset=utf-8');
    expect(JSON.parse(await readBlob(saved[0]!.blob))).toEqual(DOCUMENT);
    expect((screen.getByLabelText(EXPORT_MSG.passwordLabel) as HTMLInputElement).value).toBe('');
  });

  it('shows the loading line and a busy button while the file is made', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    renderSection(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    await userEvent.type(screen.getByLabelText(EXPORT_MSG.passwordLabel), 'happy-baby-2026');
    await submit();
    expect(screen.getByRole('status').textContent).toBe(EXPORT_MSG.loading);
    expect((screen.getByRole('button', { name: EXPORT_MSG.submit }) as HTMLButtonElement).disabled).toBe(true);
    answer(okAnswer(DOCUMENT));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(EXPORT_MSG.done));
  });

  it('a wrong password (401 PASSWORD_MISMATCH) shows under the field and keeps the session; nothing is saved', async () => {
    renderSection(() => errorAnswer('PASSWORD_MISMATCH'));
    await userEvent.type(screen.getByLabelText(EXPORT_MSG.passwordLabel), 'wrong-password');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_MSG.passwordMismatch);
    expect(saved).toEqual([]);
    expect(useSession.getState().token).toBeTruthy();
  });

  it("the day's limit (429) shows the server's Korean message", async () => {
    renderSection(() => errorAnswer('RATE_LIMITED', EXPORT_MSG.perDay));
    await userEvent.type(screen.getByLabelText(EXPORT_MSG.passwordLabel), 'happy-baby-2026');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(EXPORT_MSG.perDay);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a social member sends {} without a password field; REAUTH_REQUIRED is shown and the button signs in with the provider again', async () => {
    const calls = renderSection(() => errorAnswer('REAUTH_REQUIRED', EXPORT_MSG.reauthRequired), { provider: 'kakao', hasPassword: false });
    expect(screen.queryByLabelText(EXPORT_MSG.passwordLabel)).toBeNull();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(EXPORT_MSG.reauthRequired);
    expect(calls.map((c) => c.body)).toEqual([{}]);
    await userEvent.click(screen.getByRole('button', { name: SECURITY_MSG.reauthButton.kakao }));
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(postLoginRedirect.consume()).toBe('/user/account?export');
  });
});
