import { render, screen, within } from '@testing-library/react';
import { PRIVACY } from '../content/privacy';
import { TERMS } from '../content/terms';
import { LegalPage } from './LegalPage';

describe('legal texts (spec §1, §9)', () => {
  it('the terms of use have 24 numbered articles with unique anchors and the figures of spec §9', () => {
    expect(TERMS.articles).toHaveLength(24);
    TERMS.articles.forEach((article, i) => {
      expect(article.heading.startsWith(`제${i + 1}조 (`)).toBe(true);
      expect(article.id).toBe(`article-${i + 1}`);
    });
    const text = JSON.stringify(TERMS);
    for (const figure of ['7일', '3영업일', '30일', '3년']) expect(text).toContain(figure);
  });

  it('the privacy policy names what members, reservers and quiz participants give and keeps 5, 5, 3 years and 3 months', () => {
    const text = JSON.stringify(PRIVACY);
    for (const who of ['회원', '선물 예약자', '퀴즈 참여자']) expect(text).toContain(who);
    const retention = PRIVACY.articles
      .find((a) => a.heading.includes('보유'))
      ?.table?.rows.slice(1)
      .map((row) => row[2]);
    expect(retention).toEqual(['5년', '5년', '3년', '3개월']);
  });

  it('both texts describe the product as it works: the fields of 내 정보, follows, and withdrawal from the 내 정보 page', () => {
    const privacy = JSON.stringify(PRIVACY);
    for (const field of ['이름', '휴대폰 번호', '우편번호', '주소', '상세주소', '팔로우']) expect(privacy).toContain(field);
    const withdrawal = [TERMS.articles[9], PRIVACY.articles.find((a) => a.heading.includes('권리'))].map((a) => JSON.stringify(a));
    for (const text of withdrawal) expect(text).toContain("'내 정보' 화면");
  });

  it('renders a table of contents whose links point at the articles, the effective date and the addendum', () => {
    render(<LegalPage document={TERMS} />);
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    expect(screen.getByText(`시행일: ${TERMS.effectiveDate}`)).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: '목차' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(24);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.querySelector('h2')?.textContent).toBe(link.textContent);
    }
    expect(screen.getByRole('heading', { name: '부칙' })).toBeTruthy();
  });

  it('renders the privacy tables with column and row headers', () => {
    render(<LegalPage document={PRIVACY} />);
    const table = screen.getByRole('table', { name: '법령에 따른 보관 기간' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['보관 정보', '근거 법령', '보관 기간']);
    expect(within(table).getByRole('rowheader', { name: '웹사이트 방문 기록(접속 로그)' })).toBeTruthy();
  });
});
