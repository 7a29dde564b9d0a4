import { describe, expect, it } from '@jest/globals';
import { listRemotePages, matchPagePath, REMOTE_PAGES, staticPagesMatching } from './pages';

describe('REMOTE_PAGES', () => {
  const pages = listRemotePages();

  it('lists every page of the three remotes, including the spec §2 routes', () => {
    expect(Object.keys(REMOTE_PAGES)).toEqual(['guest', 'host', 'admin']);
    expect(pages.map((p) => `${p.remote}/${p.module} ${p.path}`)).toEqual(
      expect.arrayContaining([
        'guest/NewsPage /event/:code',
        'host/CreateEventPage /event/create',
        'admin/AdminHome /admin',
        'admin/AdminLoginPage /login/admin',
      ]),
    );
  });

  it('uses module names that are identifiers and paths made of literal and :param segments only', () => {
    for (const page of pages) {
      expect(page.module).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(page.path).toMatch(/^(\/([A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9]*))+$/);
    }
  });

  it('never gives two pages the same URL pattern (literal case and parameter names ignored)', () => {
    const shapes = pages.map((p) => p.path.toLowerCase().replace(/:[a-z0-9]+/g, ':'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('points every page at a .tsx file inside its remote’s src/ (tools/rspack/pages.mjs checks it exists)', () => {
    for (const page of pages) expect(page.source).toMatch(/^[\w-]+(\/[\w-]+)*\.tsx$/);
  });
});

describe('matchPagePath', () => {
  it.each([
    ['/event/:code', '/event/abc123', { code: 'abc123' }],
    ['/event/:code', '/EVENT/abc123/', { code: 'abc123' }],
    ['/event/wishList/:code', '/event/wishlist/x', { code: 'x' }],
    ['/notice', '/notice', {}],
    ['/event/:code', '/event/a/b', null],
    ['/event/:code', '/event/', null],
    ['/event/:code', '/events/abc', null],
    ['/admin', '/', null],
  ])('%s ~ %s → %j', (pattern, path, expected) => {
    expect(matchPagePath(pattern, path)).toEqual(expected);
  });
});

describe('staticPagesMatching', () => {
  it('finds the parameterless pages a pattern would otherwise swallow', () => {
    expect(staticPagesMatching('/event/:code')).toEqual(['/event/create']);
    expect(staticPagesMatching('/user/register/:provider')).toEqual(['/user/register/kakao', '/user/register/google']);
    expect(staticPagesMatching('/notice')).toEqual([]);
  });
});
