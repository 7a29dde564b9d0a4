import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { NoticeContent } from './NoticeContent';

/**
 * The notice content on a server-rendered page (ARCHITECTURE "How a first visit travels", §4.14): the
 * server's string hydrates without a mismatch, then the browser's DOMPurify pass replaces it.
 */

// What the API's sanitize-html pass leaves, with something only DOMPurify's pass adds (target/rel on links).
const SERVER_CONTENT = '<p>연휴 <a href="https://example.com/a">안내</a></p>';

describe('NoticeContent', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it("hydrates the server's markup without a mismatch, then shows the browser's sanitised markup", async () => {
    const html = renderToString(<NoticeContent html={SERVER_CONTENT} />);
    expect(html).toContain(SERVER_CONTENT);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const problems: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <NoticeContent html={SERVER_CONTENT} />, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    const link = container.querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('sanitises at once where the server rendered nothing (a page opened inside the app)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root') as HTMLElement;
    root = createRoot(container);
    await act(async () => root!.render(<NoticeContent html={'<p onclick="alert(1)">안내</p><img src="javascript:alert(2)">'} />));
    expect(container.innerHTML).toBe('<div class="notice-content"><p>안내</p></div>');
  });
});
