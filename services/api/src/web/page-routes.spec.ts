import { isEventPageLookalike, EVENT_PAGE_PATH } from './page-routes';

describe('page routes of the web side', () => {
  it('takes the link-preview route from the guest page table', () => {
    expect(EVENT_PAGE_PATH).toBe('/event/:code');
  });

  it.each([
    ['/event/create', true],
    ['/event/CREATE?from=mypage', true],
    ['/event/create/', true],
    ['/event/abc123', false],
    ['/event/creator', false],
    ['/event/wishList', false],
  ])('isEventPageLookalike(%s) → %s', (url, expected) => {
    expect(isEventPageLookalike(url)).toBe(expected);
  });
});
