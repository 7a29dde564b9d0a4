import { JSDOM } from 'jsdom';
import { AFTER_PAINT_ENTRY } from './document-html';

interface TapWindow {
  bnHydrated?: boolean;
  bnTap?: { el: Element; at: number } | null;
}

/**
 * A page as the API sends it: `rootHtml` in `#root`, then the boot script. A click listener on `#root`
 * stands in for React's (React listens on its root container). Answers the window and what that listener saw.
 */
function pageWith(rootHtml: string) {
  const dom = new JSDOM(`<!doctype html><html><head><meta name="bn-entry" content="/main.js"></head><body><div id="root">${rootHtml}</div></body></html>`, {
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  });
  const { window } = dom;
  const reached: string[] = [];
  window.document.getElementById('root')?.addEventListener('click', (e) => reached.push((e.target as Element).id));
  window.eval(AFTER_PAINT_ENTRY);
  const click = (id: string) => {
    const el = window.document.getElementById(id) as HTMLElement;
    el.click();
    return el;
  };
  return { window, tap: window as unknown as TapWindow, reached, click, close: () => window.close() };
}

const SERVER_PAGE =
  '<header><button id="menu">메뉴</button></header><main id="content"><button id="reserve">선물 예약하기</button><input id="agree" type="checkbox"><a id="terms" href="#terms">이용약관</a></main>';

describe('AFTER_PAINT_ENTRY: taps on a server-rendered page before it has hydrated', () => {
  it('holds the last tap on a button or check box back from React and the browser, and keeps it for FirstCommit', () => {
    const page = pageWith(SERVER_PAGE);
    page.click('menu');
    const reserve = page.click('reserve');
    expect(page.reached).toEqual([]);
    expect(page.tap.bnTap?.el).toBe(reserve);

    const agree = page.click('agree') as HTMLInputElement;
    expect(agree.checked).toBe(false);
    expect(page.tap.bnTap?.el).toBe(agree);
    expect(page.reached).toEqual([]);
    page.close();
  });

  it('lets links through (they navigate as plain links)', () => {
    const page = pageWith(SERVER_PAGE);
    page.click('terms');
    expect(page.reached).toEqual(['terms']);
    expect(page.tap.bnTap).toBeUndefined();
    page.close();
  });

  it('holds nothing once the page has committed (bnHydrated)', () => {
    const page = pageWith(SERVER_PAGE);
    page.tap.bnHydrated = true;
    page.click('reserve');
    const agree = page.click('agree') as HTMLInputElement;
    expect(page.reached).toEqual(['reserve', 'agree']);
    expect(agree.checked).toBe(true);
    expect(page.tap.bnTap).toBeUndefined();
    page.close();
  });

  it('holds nothing on a page the browser draws itself (#root empty when the script ran)', () => {
    const page = pageWith('');
    page.window.document.getElementById('root')!.innerHTML = '<button id="reserve">선물 예약하기</button>';
    page.click('reserve');
    expect(page.reached).toEqual(['reserve']);
    expect(page.tap.bnTap).toBeUndefined();
    page.close();
  });
});

describe('AFTER_PAINT_ENTRY: the inlined stylesheets of a remote', () => {
  it('gives each disabled link of a remote file a disabled twin with the absolute address before the entry starts, and leaves the shell’s alone', async () => {
    const dom = new JSDOM(
      '<!doctype html><html><head><meta name="bn-entry" content="/main.js">' +
        '<style>.a{}</style><link rel="stylesheet" href="/601.a.css" disabled>' +
        '<style>.b{}</style><link rel="stylesheet" href="/remotes/guest/__federation_expose_NewsPage.b.css" disabled>' +
        '</head><body><div id="root"><main>소식</main></div></body></html>',
      { url: 'https://babynews.example/event/abc', runScripts: 'outside-only', pretendToBeVisual: true },
    );
    const { window } = dom;
    window.eval(AFTER_PAINT_ENTRY);
    const hrefs = () =>
      [...window.document.querySelectorAll('link[rel=stylesheet]')].map((l) => `${l.getAttribute('href')}${l.hasAttribute('disabled') ? ' disabled' : ''}`);
    expect(hrefs()).toHaveLength(2);
    // the entry starts after the first paint (jsdom has no paint entries: after the next frame, which a busy
    // machine may hold back: wait for it rather than for a fixed time)
    const entry = () => window.document.querySelector('script[src="/main.js"]');
    for (const deadline = Date.now() + 5000; !entry() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entry()).not.toBeNull();
    expect(hrefs()).toEqual([
      '/601.a.css disabled',
      '/remotes/guest/__federation_expose_NewsPage.b.css disabled',
      'https://babynews.example/remotes/guest/__federation_expose_NewsPage.b.css disabled',
    ]);
    window.close();
  });
});
