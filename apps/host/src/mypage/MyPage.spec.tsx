import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { INVITE_QR_DATA_ID, type MyPageData } from '@babynews/contracts';
import { forgetTakenInlineJson, useSession } from '@babynews/session';
import { fakeSessionToken, installFakeFetch, type FakeAnswer } from '@babynews/testing';
import MyPage from './MyPage';

/**
 * My page taking over the page the server painted (ARCHITECTURE §1 "first visit"): it renders from
 * the data the HTML carried — only when that data is this session's member's — and shows the painted
 * QR code instead of making it again.
 */

jest.mock('qrcode', () => ({ toDataURL: jest.fn(() => new Promise<string>(() => undefined)) }));

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const DATA: MyPageData = {
  username: 'kongi_mom',
  displayName: '콩이엄마',
  event: { code: 'abc123', title: '콩이가 찾아왔어요', description: '봄에 만나요', dueDate: null, surpriseMode: false, revealAt: null },
  inviteUrl: 'https://babynews.test/event/abc123',
  following: [],
};

/** The HTML's first paint with its data blocks, as services/api/src/web writes them. */
function paintedDocument(data: MyPageData, qrLink = data.inviteUrl): void {
  document.body.innerHTML = [
    '<div id="bn-first-paint"><h1>painted</h1></div>',
    `<script type="application/json" id="bn-page-data" data-path="/api/member/getMyPageData">${JSON.stringify(data)}</script>`,
    `<script type="application/json" id="${INVITE_QR_DATA_ID}">${JSON.stringify({ link: qrLink, dataUrl: QR })}</script>`,
  ].join('');
}

function renderPage() {
  const calls = installFakeFetch(() => new Promise<FakeAnswer>(() => undefined));
  render(
    <MemoryRouter initialEntries={['/user/mypage']}>
      <MyPage />
    </MemoryRouter>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
  return calls;
}

beforeEach(() => useSession.getState().login(fakeSessionToken()));

// each test is a fresh page load: the blocks an earlier one took are forgotten (the shell's FirstCommit does this in the browser)
afterEach(() => forgetTakenInlineJson());
describe('my page after a first paint', () => {
  it("renders the member's painted data and QR code at once, removes the first paint, and still reads live", () => {
    paintedDocument(DATA);
    const calls = renderPage();
    expect(screen.getByRole('heading', { level: 2, name: '콩이가 찾아왔어요' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '초대 링크 QR 코드' }).getAttribute('src')).toBe(QR);
    expect(screen.queryByRole('status', { name: 'QR 코드를 만드는 중입니다' })).toBeNull();
    expect(document.getElementById('bn-first-paint')).toBeNull();
    expect(document.getElementById(INVITE_QR_DATA_ID)).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/member/getMyPageData');
  });

  it('ignores data painted for another member', () => {
    paintedDocument({ ...DATA, username: 'someone_else' });
    renderPage();
    expect(screen.queryByRole('heading', { level: 2, name: '콩이가 찾아왔어요' })).toBeNull();
    expect(screen.getByText('내 정보를 불러오는 중입니다...')).toBeTruthy();
    expect(document.getElementById('bn-first-paint')).not.toBeNull();
  });

  it('makes the QR code itself when the painted one is for another link', () => {
    paintedDocument(DATA, 'https://babynews.test/event/other');
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: '콩이가 찾아왔어요' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: '초대 링크 QR 코드' })).toBeNull();
    expect(screen.getByRole('status', { name: 'QR 코드를 만드는 중입니다' })).toBeTruthy();
  });
});
