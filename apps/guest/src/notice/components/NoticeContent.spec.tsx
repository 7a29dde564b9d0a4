import { render } from '@testing-library/react';
import { NOTICE_HTML_ALLOWLIST } from '@babynews/contracts';
import { NOTICE_ALLOWED_SAMPLE, NOTICE_XSS_CORPUS, unsafeNoticeMarkup } from '@babynews/testing';
import { NoticeContent } from './NoticeContent';

/**
 * The browser's second sanitiser (ARCHITECTURE §4.14): DOMPurify with the shared allowlist. Every payload
 * of the corpus is rendered raw (as if a stored row had been altered behind the server's back) and
 * nothing unsafe may reach the DOM; the editor's markup (headings, lists, links, bold, images) stays.
 */

const ALLOWED_TAGS = new Set<string>(NOTICE_HTML_ALLOWLIST.tags);

/** Every element of the rendered content that breaks the allowlist, as readable findings. */
function domFindings(root: Element): string[] {
  const findings: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) findings.push(`<${tag}>`);
    const allowed = NOTICE_HTML_ALLOWLIST.attributes[tag] ?? [];
    for (const attr of Array.from(el.attributes)) {
      if (!allowed.includes(attr.name)) findings.push(`<${tag} ${attr.name}>`);
      if ((attr.name === 'href' || attr.name === 'src') && !/^https?:\/\//i.test(attr.value)) findings.push(`<${tag} ${attr.name}="${attr.value}">`);
    }
  }
  return findings;
}

function renderContent(html: string): Element {
  const { container } = render(<NoticeContent html={html} />);
  return container.querySelector('.notice-content')!;
}

describe('NoticeContent (DOMPurify in the browser)', () => {
  it.each(NOTICE_XSS_CORPUS.map((payload) => [payload]))('renders nothing unsafe of %s', (payload) => {
    const root = renderContent(payload);
    expect(root.textContent).toContain('안내');
    expect(domFindings(root)).toEqual([]);
    expect(unsafeNoticeMarkup(root.innerHTML)).toEqual([]);
    // The payload itself is unsafe: the assertions above would fail without the sanitiser.
    // (Parsed in an inert document: nothing in it runs.)
    const raw = new DOMParser().parseFromString(payload, 'text/html').body;
    expect([...domFindings(raw), ...unsafeNoticeMarkup(payload)]).not.toEqual([]);
  });

  it('keeps headings, lists, links (new tab, no opener), bold and images', () => {
    const root = renderContent(NOTICE_ALLOWED_SAMPLE);
    expect(root.querySelector('h2')?.textContent).toBe('점검 안내');
    expect(root.querySelector('strong')?.textContent).toBe('굵은 글씨');
    expect(Array.from(root.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual(['첫째', '둘째']);
    expect(root.querySelector('ol > li')?.textContent).toBe('하나');
    const link = root.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://example.com/guide',
      '_blank',
      'noopener noreferrer nofollow',
    ]);
    const img = root.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt')]).toEqual(['https://example.com/notice.png', '안내 이미지']);
    expect(domFindings(root)).toEqual([]);
  });

  it('a link with a javascript: address keeps its text but loses the address', () => {
    const root = renderContent('<p><a href="javascript:alert(1)">눌러보세요</a></p>');
    expect(root.textContent).toBe('눌러보세요');
    expect(root.querySelector('a')?.hasAttribute('href') ?? false).toBe(false);
  });
});
