import { isBlankNoticeHtml, sanitizeNoticeHtml } from './notice-html';

/** The server's notice sanitiser, pure (ARCHITECTURE "Notices"); the corpus runs through the API in notices.int.spec.ts. */
describe('sanitizeNoticeHtml', () => {
  it.each([
    ['<a href="/relative">상대 주소</a>', '<a>상대 주소</a>'],
    ['<a href="//evil.example/x">프로토콜 생략</a>', '<a>프로토콜 생략</a>'],
    ['<a href="mailto:a@b.co">메일</a>', '<a>메일</a>'],
    [
      '<a href=" https://ok.example/a?b=1&c=2 " class="x">링크</a>',
      '<a href="https://ok.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">링크</a>',
    ],
    ['<img src="//evil.example/x.png"><p>글</p>', '<p>글</p>'],
    ['<img alt="no source"><p>글</p>', '<p>글</p>'],
    ['<p class="lead" id="x" data-a="1">문단</p>', '<p>문단</p>'],
    ['<h5>작은 제목</h5>', '작은 제목'],
    ['<textarea><img src=x onerror=alert(1)></textarea><p>글</p>', '<p>글</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeNoticeHtml(input)).toBe(output);
  });

  it('keeps an already clean document unchanged (idempotent)', () => {
    const clean = sanitizeNoticeHtml('<h2>제목</h2><ol><li><em>하나</em></li></ol><blockquote><p>인용</p></blockquote><hr />');
    expect(sanitizeNoticeHtml(clean)).toBe(clean);
  });
});

describe('isBlankNoticeHtml', () => {
  it.each([
    ['', true],
    ['<p></p><p><br /></p>', true],
    ['<p>&nbsp; </p>', true],
    ['<p>글</p>', false],
    ['<p><img src="https://a.example/x.png" /></p>', false],
  ])('%s → %s', (html, blank) => {
    expect(isBlankNoticeHtml(html)).toBe(blank);
  });
});
