import { describe, expect, it } from '@jest/globals';
import { isKnownPagePath, LANDING_TITLE, NOT_FOUND_TITLE, pageTitleFor } from './page-meta';

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
    ['/nothing/here', NOT_FOUND_TITLE],
  ])('%s → %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
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
});
