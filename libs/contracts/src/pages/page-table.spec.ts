/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_NAMES,
  findPage,
  frameProviderFor,
  listPages,
  listRemotePages,
  matchPagePath,
  pageHref,
  PAGE_FRAMES,
  PAGE_TABLES,
  checkPageTable,
  REMOTE_PAGES,
  remoteExposes,
  staticPagesMatching,
  type PageTables,
} from './page-table';

const workspaceRoot = join(__dirname, '../../../..');

describe('the page tables', () => {
  const pages = listPages();

  it('list every page of the shell and the three remotes, including the spec §2 routes', () => {
    expect(Object.keys(REMOTE_PAGES)).toEqual(['guest', 'host', 'admin']);
    expect(Object.keys(PAGE_TABLES)).toEqual(['shell', 'guest', 'host', 'admin']);
    expect(pages.map((p) => `${p.app}/${p.module} ${p.path}`)).toEqual(
      expect.arrayContaining([
        'shell/LandingPage /',
        'shell/LoginPage /user/login',
        'guest/NewsPage /event/:code',
        'host/CreateEventPage /event/create',
        'admin/AdminHome /admin',
        'admin/AdminLoginPage /login/admin',
      ]),
    );
    expect(new Set(listRemotePages().map((p) => `${p.app}=${p.remote}`))).toEqual(new Set(['guest=guest', 'host=host', 'admin=admin']));
  });

  it('use module names that are identifiers and paths made of literal and :param segments only', () => {
    for (const page of pages) {
      expect(page.module).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(page.path).toMatch(/^\/$|^(\/([A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9]*))+$/);
    }
  });

  it('never give two pages the same URL pattern (literal case and parameter names ignored)', () => {
    const shapes = pages.map((p) => p.path.toLowerCase().replace(/:[a-z0-9]+/g, ':'));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
  });

  it('give every page a Korean title of its own, without the site suffix', () => {
    const untitled = pages.filter((p) => typeof p.title !== 'string' || p.title.trim() === '' || p.title !== p.title.trim());
    expect(untitled.map((p) => `${p.app}/${p.module}`)).toEqual([]);
    for (const page of pages) {
      expect(page.title).toMatch(/[가-힣]/);
      expect(page.title).not.toContain('|');
    }
    const titles = pages.map((p) => p.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  it('name a known frame for every page; the admin area is framed, the admin login is not', () => {
    for (const page of pages) expect(Object.keys(PAGE_FRAMES)).toContain(page.frame);
    const adminArea = pages.filter((p) => p.path === '/admin' || p.path.startsWith('/admin/'));
    expect(adminArea.length).toBeGreaterThan(0);
    expect(adminArea.filter((p) => p.frame !== 'admin')).toEqual([]);
    expect(pages.find((p) => p.app === 'admin' && p.module === 'AdminLoginPage')?.frame).toBe('plain');
  });

  it('point every page at an existing .tsx file inside its app’s src/', () => {
    for (const page of pages) {
      expect(page.source).toMatch(/^[\w-]+(\/[\w-]+)*\.tsx$/);
      expect({ page: `${page.app}/${page.module}`, exists: existsSync(join(workspaceRoot, 'apps', page.app, 'src', page.source)) }).toEqual({
        page: `${page.app}/${page.module}`,
        exists: true,
      });
    }
    for (const provider of Object.values(PAGE_FRAMES)) {
      if (provider) expect(existsSync(join(workspaceRoot, 'apps', provider.remote, 'src', provider.source))).toBe(true);
    }
  });

  it('have no module listed twice in one JSON file (JSON.parse would keep only the last)', () => {
    for (const app of APP_NAMES) {
      const text = readFileSync(join(__dirname, `${app}.json`), 'utf8');
      const keys = [...text.matchAll(/"([A-Za-z0-9]+)"\s*:\s*\{/g)].map((m) => m[1]);
      expect(keys).toEqual(Object.keys(PAGE_TABLES[app]));
    }
  });
});

describe('checkPageTable', () => {
  it('passes every real table', () => {
    for (const app of APP_NAMES) expect(() => checkPageTable(app, PAGE_TABLES[app])).not.toThrow();
  });

  it('refuses an unknown frame and a missing title, naming the entry', () => {
    expect(() => checkPageTable('guest', { Lost: { path: '/lost', source: 'Lost.tsx', title: '분실', frame: 'admn' } })).toThrow(
      'pages/guest.json: Lost.frame "admn" is not one of plain, admin',
    );
    const untitled = { Lost: { path: '/lost', source: 'Lost.tsx', frame: 'plain' } };
    expect(() => checkPageTable('guest', untitled)).toThrow('pages/guest.json: Lost.title is missing');
  });
});

describe('derived from a made-up table', () => {
  const tables: PageTables = {
    ...PAGE_TABLES,
    host: { ...PAGE_TABLES.host, BabyDiaryPage: { path: '/event/diary/:code', source: 'diary/BabyDiaryPage.tsx', title: '아기 일기', frame: 'plain' } },
    admin: { ...PAGE_TABLES.admin, AuditPage: { path: '/admin/audit', source: 'audit/AuditPage.tsx', title: '감사 기록', frame: 'admin' } },
  };

  it('lists the new pages, finds them by URL and exposes them from their remote', () => {
    expect(listPages(tables)).toEqual(expect.arrayContaining([expect.objectContaining({ app: 'host', module: 'BabyDiaryPage', title: '아기 일기' })]));
    expect(listRemotePages(tables).map((p) => `${p.remote}/${p.module}`)).toEqual(expect.arrayContaining(['host/BabyDiaryPage', 'admin/AuditPage']));
    expect(findPage(tables, '/event/diary/abc')?.module).toBe('BabyDiaryPage');
    expect(findPage(PAGE_TABLES, '/event/diary/abc')).toBeNull();
    expect(remoteExposes(tables, 'host')['./BabyDiaryPage']).toBe('./src/diary/BabyDiaryPage.tsx');
    expect(remoteExposes(tables, 'admin')).toMatchObject({ './AuditPage': './src/audit/AuditPage.tsx', './AdminPageFrame': './src/frame/AdminPageFrame.tsx' });
    expect(remoteExposes(tables, 'guest')['./AdminPageFrame']).toBeUndefined();
    expect(frameProviderFor(findPage(tables, '/admin/audit')!.frame)).toEqual({
      remote: 'admin',
      module: 'AdminPageFrame',
      source: 'frame/AdminPageFrame.tsx',
    });
    expect(frameProviderFor(findPage(tables, '/event/diary/1')!.frame)).toBeNull();
  });

  it('refuses a page named like a frame module', () => {
    const clash: PageTables = { ...PAGE_TABLES, admin: { AdminPageFrame: { path: '/admin/x', source: 'x/X.tsx', title: '엑스', frame: 'plain' } } };
    expect(() => remoteExposes(clash, 'admin')).toThrow('"AdminPageFrame" is the name of a frame');
  });
});

describe('findPage', () => {
  it('prefers literal segments over parameters, as react-router ranks routes', () => {
    expect(findPage(PAGE_TABLES, '/event/create')?.module).toBe('CreateEventPage');
    expect(findPage(PAGE_TABLES, '/event/abc')?.module).toBe('NewsPage');
    expect(findPage(PAGE_TABLES, '/')?.module).toBe('LandingPage');
    expect(findPage(PAGE_TABLES, '/nowhere')).toBeNull();
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

describe('pageHref', () => {
  it('fills the parameters (encoded) and adds the query', () => {
    expect(pageHref(PAGE_TABLES.guest.WishReservedPage.path, { id: 7 }, { code: 'A b&c', reservation: 'r-1' })).toBe(
      '/event/wishReserved/7?code=A+b%26c&reservation=r-1',
    );
    expect(pageHref('/event/:code', { code: '가/나' })).toBe('/event/%EA%B0%80%2F%EB%82%98');
  });

  it('throws when a parameter is missing', () => {
    expect(() => pageHref('/event/wishReserved/:id', {})).toThrow(/:id/);
  });
});

describe('staticPagesMatching', () => {
  it('finds the parameterless pages a pattern would otherwise swallow', () => {
    expect(staticPagesMatching('/event/:code')).toEqual(['/event/create']);
    expect(staticPagesMatching('/user/register/:provider')).toEqual(['/user/register/kakao', '/user/register/google']);
    expect(staticPagesMatching('/notice')).toEqual([]);
  });
});
