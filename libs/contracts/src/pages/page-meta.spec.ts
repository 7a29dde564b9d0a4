import { describe, expect, it } from '@jest/globals';
import {
  documentTitle,
  isKnownPageIn,
  isKnownPagePath,
  LANDING_TITLE,
  NOT_FOUND_TITLE,
  pageNameFor,
  pageTitleFor,
  pageTitleIn,
  SHELL_PAGE_PATHS,
} from './page-meta';
import { listPages, PAGE_TABLES, type PageTables } from './page-table';

/** `pattern` with every `:param` filled with a sample value. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z0-9]+/g, 'abc123');

describe('page titles (spec §2 routes)', () => {
  it.each([
    ['/', LANDING_TITLE],
    ['/about', '서비스 소개 | 아기소식'],
    ['/event/create', '소식 만들기 | 아기소식'],
    ['/event/abc123', '아기 소식 | 아기소식'],
    ['/event/wishList/abc123', '출산 준비물 선물 리스트 | 아기소식'],
    ['/event/pledge/plg_AbC-123', '참여 확인 | 아기소식'],
    ['/notice', '공지사항 | 아기소식'],
    ['/notice/detail/3', '공지사항 상세 | 아기소식'],
    ['/admin/editNotice/3', '공지사항 수정 | 아기소식'],
    ['/kakao/oauth/redirect', '카카오 로그인 처리 중 | 아기소식'],
    ['/nothing/here', NOT_FOUND_TITLE],
  ])('%s → %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });

  it('keeps the landing title of spec §1', () => {
    expect(LANDING_TITLE).toBe('아기소식 - 우리의 행복한 소식을 함께 나눠요');
    expect(pageTitleFor('')).toBe(LANDING_TITLE);
  });

  it('titles every page of every table with its own table title, never the 404 title', () => {
    for (const page of listPages()) {
      expect({ path: page.path, title: pageTitleFor(sample(page.path)) }).toEqual({ path: page.path, title: documentTitle(page) });
      expect(pageTitleFor(sample(page.path))).not.toBe(NOT_FOUND_TITLE);
    }
  });

  it('names pages for link previews from the table', () => {
    expect(pageNameFor('/')).toBe('아기소식');
    expect(pageNameFor('/about')).toBe('서비스 소개');
    expect(pageNameFor('/nothing/here')).toBeNull();
  });
});

describe('isKnownPagePath', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['/privacy-policy', true],
    ['/event/abc123', true],
    ['/event/pledge/plg_AbC-123', true],
    ['/user/register/kakao', true],
    ['/about/more', false],
    ['/nothing', false],
  ])('%s → %s', (path, known) => {
    expect(isKnownPagePath(path)).toBe(known);
  });

  it('lists the shell’s own pages from its table', () => {
    expect(SHELL_PAGE_PATHS).toEqual([
      '/',
      '/about',
      '/user/login',
      '/user/findAccount',
      '/user/resetPassword',
      '/user/verifyEmail',
      '/user/consent',
      '/terms-of-use',
      '/privacy-policy',
      '/kakao/oauth/redirect',
      '/google/oauth/redirect',
    ]);
  });
});

describe('titles and known paths of a made-up page', () => {
  const tables: PageTables = {
    ...PAGE_TABLES,
    guest: { ...PAGE_TABLES.guest, BabyDiaryPage: { path: '/event/diary/:code', source: 'diary/BabyDiaryPage.tsx', title: '아기 일기', frame: 'plain' } },
  };

  it('titles it from its entry and answers it as a page', () => {
    expect(pageTitleIn(tables, '/event/diary/abc')).toBe('아기 일기 | 아기소식');
    expect(isKnownPageIn(tables, '/event/diary/abc')).toBe(true);
    expect(pageTitleIn(PAGE_TABLES, '/event/diary/abc')).toBe(NOT_FOUND_TITLE);
    expect(isKnownPageIn(PAGE_TABLES, '/event/diary/abc')).toBe(false);
  });
});
