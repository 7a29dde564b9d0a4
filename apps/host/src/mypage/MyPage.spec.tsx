import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import {
  BIRTH_ENTRY_MSG,
  INVITE_QR_DATA_ID,
  PAGE_DATA_ID,
  RENDER_TIME_ID,
  SESSION_ID,
  type InlineBlock,
  type MyPageData,
  type SessionBlock,
} from '@babynews/contracts';
import { forgetTakenInlineJson, renderWithInlineBlocks, selectSignedIn, useSession } from '@babynews/session';
import { fakeSessionToken, installFakeFetch, type FakeAnswer } from '@babynews/testing';
import MyPage from './MyPage';

/**
 * My page from the data the server rendered it with (ARCHITECTURE "How a first visit travels"): the
 * server's HTML for the member hydrates as it is, the data is used only when it is this session's
 * member's, and the QR code in the HTML is shown instead of being made again.
 */

jest.mock('qrcode', () => ({ toDataURL: jest.fn(() => new Promise<string>(() => undefined)) }));

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const DATA: MyPageData = {
  username: 'kongi_mom',
  displayName: '콩이엄마',
  event: {
    code: 'abc123',
    title: '콩이가 찾아왔어요',
    description: '봄에 만나요',
    dueDate: null,
    surpriseMode: false,
    revealAt: null,
    hideCountdown: false,
    birth: null,
  },
  inviteUrl: 'https://babynews.test/event/abc123',
  following: [],
};

/** The data blocks of my page's HTML, as services/api/src/web writes them. */
function blocksOf(
  data: MyPageData,
  qrLink = data.inviteUrl,
  session: SessionBlock = { username: data.username, role: 'ROLE_USER', displayName: data.displayName },
): InlineBlock[] {
  return [
    { id: PAGE_DATA_ID, json: JSON.stringify(data), attributes: { 'data-path': '/api/member/getMyPageData' } },
    { id: SESSION_ID, json: JSON.stringify(session) },
    { id: RENDER_TIME_ID, json: String(Date.parse('2031-03-01T03:00:00.000Z')) },
    { id: INVITE_QR_DATA_ID, json: JSON.stringify({ link: qrLink, dataUrl: QR }) },
  ];
}

const blockHtml = (blocks: InlineBlock[]) =>
  blocks
    .map(
      ({ id, json, attributes = {} }) =>
        `<script type="application/json" id="${id}"${Object.entries(attributes)
          .map(([k, v]) => ` ${k}="${v}"`)
          .join('')}>${json}</script>`,
    )
    .join('');

/** The document with my page's data blocks (no server markup: the browser renders the page itself). */
function paintedDocument(data: MyPageData, qrLink = data.inviteUrl): void {
  document.body.innerHTML = blockHtml(blocksOf(data, qrLink));
}

// inside an element, as in the shell's frame
const page = () => (
  <MemoryRouter initialEntries={['/user/mypage']}>
    <div className="shell__content">
      <MyPage />
    </div>
  </MemoryRouter>
);

function renderPage() {
  const calls = installFakeFetch(() => new Promise<FakeAnswer>(() => undefined));
  render(page(), { container: document.body.appendChild(document.createElement('div')) });
  return calls;
}

beforeEach(() => useSession.getState().login(fakeSessionToken()));

// each test is a fresh page load: the blocks an earlier one took are forgotten (the shell's FirstCommit does this in the browser)
afterEach(() => forgetTakenInlineJson());
describe('my page from the data in its HTML', () => {
  it("renders the member's data and QR code at once, and still reads live", () => {
    paintedDocument(DATA);
    const calls = renderPage();
    expect(screen.getByRole('heading', { level: 2, name: '콩이가 찾아왔어요' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '초대 링크 QR 코드' }).getAttribute('src')).toBe(QR);
    expect(screen.queryByRole('status', { name: 'QR 코드를 만드는 중입니다' })).toBeNull();
    expect(document.getElementById(INVITE_QR_DATA_ID)).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/member/getMyPageData');
  });

  it('ignores data painted for another member', () => {
    paintedDocument({ ...DATA, username: 'someone_else' });
    renderPage();
    expect(screen.queryByRole('heading', { level: 2, name: '콩이가 찾아왔어요' })).toBeNull();
    expect(screen.getByText('내 정보를 불러오는 중입니다...')).toBeTruthy();
  });

  it('makes the QR code itself when the painted one is for another link', () => {
    paintedDocument(DATA, 'https://babynews.test/event/other');
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: '콩이가 찾아왔어요' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: '초대 링크 QR 코드' })).toBeNull();
    expect(screen.getByRole('status', { name: 'QR 코드를 만드는 중입니다' })).toBeTruthy();
  });
});

describe('the birth announcement on my page (ARCHITECTURE "Birth announcement")', () => {
  const withPlan = (birth: NonNullable<MyPageData['event']>['birth']): MyPageData => ({ ...DATA, event: { ...DATA.event!, dueDate: '2031-03-11', birth } });

  it("before the birth: the countdown and '출생 소식 올리기' to the editor's page", () => {
    paintedDocument(withPlan(null));
    renderPage();
    expect(screen.getByTestId('mypage-countdown').textContent).toMatch(/^D-\d+$/);
    expect(screen.getByRole('link', { name: BIRTH_ENTRY_MSG.announce }).getAttribute('href')).toBe('/event/birth/abc123');
    expect(screen.queryByTestId('mypage-birth')).toBeNull();
  });

  it("after it: the hero line and day instead of the countdown, and '출생 소식 수정'", () => {
    const birth = { bornAt: '2031-03-09T00:30:00.000Z', babies: [{ name: '콩이', weightKg: 3.1, heightCm: null }], photoUrl: null, message: null };
    paintedDocument(withPlan(birth));
    renderPage();
    expect(screen.queryByTestId('mypage-countdown')).toBeNull();
    expect(screen.getByTestId('mypage-birth').textContent).toBe('콩이가 태어났어요! 2031년 3월 9일 출생');
    expect(screen.getByRole('link', { name: BIRTH_ENTRY_MSG.edit }).getAttribute('href')).toBe('/event/birth/abc123');
  });
});

describe('my page rendered on the server for its member', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The server's HTML of my page for `session`, put in the document with its blocks; answers `#root`. */
  function serverRendered(session?: SessionBlock): HTMLElement {
    const blocks = blocksOf(DATA, DATA.inviteUrl, session);
    const html = renderWithInlineBlocks(blocks, () => renderToString(page()));
    document.body.innerHTML = `${blockHtml(blocks)}<div id="root">${html}</div>`;
    return document.getElementById('root') as HTMLElement;
  }

  async function hydrate(container: HTMLElement): Promise<unknown[]> {
    const problems: unknown[] = [];
    installFakeFetch(() => new Promise<FakeAnswer>(() => undefined));
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => problems.push(error) });
    });
    return problems;
  }

  it('draws the member’s page on the server from the session block, and this browser adopts it as it is', async () => {
    const container = serverRendered();
    expect(container.querySelector('h1')?.textContent).toBe('콩이엄마님, 안녕하세요');
    expect(container.querySelector('h2')?.textContent).toBe('콩이가 찾아왔어요');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(QR);
    const heading = container.querySelector('h2');

    expect(await hydrate(container)).toEqual([]);
    expect(container.querySelector('h2')).toBe(heading);
    expect(selectSignedIn(useSession.getState())).toBe(true);
  });

  it('is not adopted by a browser signed out meanwhile: nothing of the member stays', async () => {
    const container = serverRendered();
    act(() => useSession.getState().logout());
    await hydrate(container);
    expect(container.textContent).not.toContain('콩이');
  });

  it('renders nothing of a member on the server without a session block', () => {
    const blocks = blocksOf(DATA).filter((block) => block.id !== SESSION_ID);
    const html = renderWithInlineBlocks(blocks, () => renderToString(page()));
    expect(html).not.toContain('콩이');
  });
});
