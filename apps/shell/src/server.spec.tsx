import { listPages, PAGE_TABLES } from '@babynews/contracts';
import { SERVER_PAGES, shellRenderer } from './server';

describe('the shell’s server renderer and the page table', () => {
  it('draws exactly the shell pages whose table entry has server: true', () => {
    const flagged = listPages(PAGE_TABLES).filter((page) => page.app === 'shell' && page.server);
    expect(new Set(flagged.map((page) => page.source))).toEqual(new Set(SERVER_PAGES.keys()));
  });

  it('renders a flagged page with its content and refuses any other path', () => {
    expect(shellRenderer.renderPage('/terms-of-use', [])).toContain('<h1');
    expect(shellRenderer.renderPage('/privacy-policy', [])).toContain('개인정보처리방침');
    for (const path of ['/user/login', '/notice', '/nowhere']) expect(() => shellRenderer.renderPage(path, [])).toThrow(path);
    // a remote's page needs its component from that remote's renderer
    expect(() => shellRenderer.renderPage('/event/abc123', [])).toThrow('no NewsPage');
    const drawn = shellRenderer.renderPage('/event/abc123', [], { NewsPage: () => <p>그려진 소식</p> });
    expect(drawn).toContain('<p>그려진 소식</p>');
    expect(drawn).toContain('class="shell-header"');
  });
});
