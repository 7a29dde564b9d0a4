import { escapeHtml, withLinkPreview } from './document-html';
import { cacheControlFor } from './static-files';

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('withLinkPreview', () => {
  const preview = { title: 'T <b>', description: 'D "q"', url: 'https://x.test/event/abc', image: 'https://x.test/og-default.png', siteName: '아기소식' };

  it('replaces the title and existing og/description tags, adding escaped ones before </head>', () => {
    const html = '<html><head><title>old</title><meta name="description" content="old"><meta property="og:title" content="old"></head><body></body></html>';
    const out = withLinkPreview(html, preview);
    expect(out).toContain('<title>T &lt;b&gt; | 아기소식</title>');
    expect(out).toContain('<meta property="og:title" content="T &lt;b&gt;">');
    expect(out).toContain('<meta property="og:description" content="D &quot;q&quot;">');
    expect(out).toContain('<meta property="og:url" content="https://x.test/event/abc">');
    expect(out).not.toContain('old');
    expect(out.indexOf('og:image')).toBeLessThan(out.indexOf('</head>'));
  });

  it('adds a title when the page has none and never expands $ patterns', () => {
    const out = withLinkPreview('<head></head>', { ...preview, title: "$& $` $'" });
    expect(out).toContain('<title>$&amp; $` $&#39; | 아기소식</title>');
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/d/shell/index.html', 'no-cache'],
    ['/d/guest/mf-manifest.json', 'no-cache'],
    ['/d/guest/mf-manifest-stats.json', 'no-cache'],
    ['/d/admin/610.f779c71b.js', 'public, max-age=31536000, immutable'],
    ['/d/guest/remoteEntry.js', 'no-cache'],
    ['/d/shell/assets/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/d/shell/static/css/app.89abcdef01.css', 'public, max-age=31536000, immutable'],
    ['/d/shell/og-default.png', 'public, max-age=3600'],
    ['/d/shell/main.0123abcd.js.br', 'public, max-age=31536000, immutable'],
    ['/d/guest/remoteEntry.js.gz', 'no-cache'],
    ['/d/guest/mf-manifest.json.br', 'no-cache'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
