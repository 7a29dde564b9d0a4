import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RichTextEditor from './RichTextEditor';
import type { EditorValue } from '../hooks/useNoticeForm';

/**
 * The real TipTap editor in jsdom (typing needs a browser: the Playwright spec covers it): it shows the
 * stored markup (headings, lists, links, bold, images), is named by its label, and its toolbar buttons
 * apply formatting and report the new HTML.
 */
// jsdom has no layout: ProseMirror's scroll-into-view after a command asks ranges for rectangles.
beforeAll(() => {
  const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Object.assign(Range.prototype, { getClientRects: empty, getBoundingClientRect: () => new DOMRect() });
});

describe('RichTextEditor', () => {
  it('renders stored markup in a labelled textbox with a formatting toolbar', () => {
    render(
      <>
        <span id="label">내용</span>
        <RichTextEditor
          labelId="label"
          initialHtml='<h2>일정</h2><p><strong>굵게</strong> <a href="https://example.com">링크</a></p><ul><li>하나</li></ul><img src="https://example.com/a.png">'
          onChange={() => {}}
        />
      </>,
    );
    const box = screen.getByRole('textbox', { name: '내용' });
    expect(box.querySelector('h2')?.textContent).toBe('일정');
    expect(box.querySelector('strong')?.textContent).toBe('굵게');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(box.querySelector('ul li')?.textContent).toBe('하나');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    for (const name of ['H2 큰 제목', '굵게', '글머리 기호 목록', '1. 번호 매기기 목록', '링크', '이미지 넣기'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('the heading button turns the paragraph into an h2 and reports the HTML', async () => {
    const values: EditorValue[] = [];
    render(
      <>
        <span id="label">내용</span>
        <RichTextEditor labelId="label" initialHtml="<p>공지 제목</p>" onChange={(value) => values.push(value)} />
      </>,
    );
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'H2 큰 제목' })));
    expect(values.at(-1)).toEqual({ html: expect.stringMatching(/^<h2>공지 제목<\/h2>/), textLength: 5 });
    expect(screen.getByRole('button', { name: 'H2 큰 제목' }).getAttribute('aria-pressed')).toBe('true');
  });
});
