import { render, screen, within } from '@testing-library/react';
import { LEGAL_DOCUMENTS, LIMITS_CONSENT, RUNTIME_CONFIG_ID, type LegalOperator } from '@babynews/contracts';
import { shellRenderer } from '../../server';
import { PRIVACY } from '../content/privacy';
import { TERMS } from '../content/terms';
import { OPERATOR_NOT_SET } from '../content/types';
import { NO_OPERATOR } from '../hooks/useLegalOperator';
import { LegalPage } from './LegalPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const OPERATOR: LegalOperator = { name: '주식회사 아기소식', privacyOfficer: '김보호', contactEmail: 'privacy@babynews.example' };

/** The runtime config block the API puts in every page's `<head>`, with `operator`. */
function runtimeConfigJson(operator: LegalOperator): string {
  return JSON.stringify({ remotes: { guest: '/g', host: '/h', admin: '/a' }, publicBaseUrl: 'https://babynews.test', operator });
}

function putInlineConfig(operator: LegalOperator): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_CONFIG_ID;
  block.textContent = runtimeConfigJson(operator);
  document.head.append(block);
}

afterEach(() => document.getElementById(RUNTIME_CONFIG_ID)?.remove());

describe('legal texts (spec §1, §9; ARCHITECTURE §4.24)', () => {
  it('the terms of use have 24 numbered articles with unique anchors and the figures of spec §9', () => {
    expect(TERMS.articles).toHaveLength(24);
    TERMS.articles.forEach((article, i) => {
      expect(article.heading.startsWith(`제${i + 1}조 (`)).toBe(true);
      expect(article.id).toBe(`article-${i + 1}`);
    });
    const text = JSON.stringify(TERMS);
    for (const figure of ['7일', '3영업일', '30일', '3년']) expect(text).toContain(figure);
  });

  it('the terms describe the product as it works: quantities shared by several relatives, group gifts and the fund, PIN, mails', () => {
    const text = JSON.stringify(TERMS);
    expect(text).not.toContain('다시 예약할 수 없습니다');
    const definitions = JSON.stringify(TERMS.articles[1]);
    expect(definitions).toContain('여러 방문자가 남은 수량 안에서 나누어 예약할 수 있으며');
    expect(JSON.stringify(TERMS.articles[13])).toContain('여러 방문자가 남은 수량 안에서 각자 예약할 수 있습니다');
    for (const term of ['공유 코드', '함께 선물하기', '축의금', '송금 안내', '숫자 4자리', '재설정 메일', '수신 거부', '만 14세', '내 정보 내려받기'])
      expect(text).toContain(term);
    // no payment goes through the service
    expect(JSON.stringify(TERMS.articles[15])).toContain('서비스는 돈을 받거나 보관하거나 전달하지 않습니다');
  });

  it('the privacy policy lists every party’s items, pledgers and the transfer guide included, and the retention of LIMITS_CONSENT', () => {
    const items = PRIVACY.articles[0].tables![0].rows;
    const row = (who: string) => items.find((r) => r[0] === who)?.[1] ?? '';
    for (const who of ['회원(일반 가입)', '선물 예약자(방문자)', '함께 선물하기·축의금 참여자(방문자)', '퀴즈 참여자(방문자)']) expect(row(who)).not.toBe('');
    for (const item of ['이름', '연락처', '금액', '메시지', '접수 확인 메일']) expect(row('함께 선물하기·축의금 참여자(방문자)')).toContain(item);
    expect(row('선물 예약자(방문자)')).toContain('예약 수량');
    expect(row('회원(소식 페이지)')).toContain('송금 안내');
    for (const field of ['이름', '휴대폰 번호', '우편번호', '주소', '상세주소']) expect(row('회원(내 정보, 선택)')).toContain(field);

    const retention = PRIVACY.articles.find((a) => a.heading.includes('보유'))!;
    const legal = retention.tables!.find((t) => t.caption === '법령에 따른 보관 기간')!;
    expect(legal.rows.slice(1).map((r) => r[2])).toEqual(['5년', '5년', '3년', '3개월']);
    const own = JSON.stringify(retention.tables!.find((t) => t.caption === '정보별 보유 기간'));
    expect(own).toContain(`${LIMITS_CONSENT.retentionDefaultDays}일이 지나면 익명 처리`);
    expect(own).toContain(`${LIMITS_CONSENT.retentionCreationCapDays}일이 지난 날 중 이른 날`);
    expect(own).toContain(`취소 후 ${LIMITS_CONSENT.retentionCancelledDays}일`);

    const text = JSON.stringify(PRIVACY);
    for (const fact of [
      '제17조',
      '소식 페이지를 만든 회원(부모)',
      '메일 발송 사업자',
      '파일 저장소',
      'argon2id',
      'HTTPS',
      '기기 쿠키',
      '로그인 쿠키',
      '내 정보 내려받기',
      '만 14세',
    ])
      expect(text).toContain(fact);
  });

  it('renders the version, the effective date, a table of contents pointing at the articles, the addendum and the earlier versions', () => {
    render(<LegalPage document={TERMS} operator={NO_OPERATOR} />);
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    const { version, earlier } = LEGAL_DOCUMENTS.terms;
    expect(version).toBe('2026-12-01');
    expect(screen.getByText('시행일: 2026년 12월 1일 (버전 2026-12-01)')).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: '목차' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(24);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.querySelector('h2')?.textContent).toBe(link.textContent);
    }
    expect(screen.getByRole('heading', { name: '부칙' })).toBeTruthy();
    const earlierList = screen.getByRole('region', { name: '이전 버전' });
    expect(
      within(earlierList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(earlier.map(() => '2025년 1월 1일 시행 (버전 2025-01-01)'));
  });

  it('renders the privacy tables with column and row headers', () => {
    render(<LegalPage document={PRIVACY} operator={NO_OPERATOR} />);
    const table = screen.getByRole('table', { name: '법령에 따른 보관 기간' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['보관 정보', '근거 법령', '보관 기간']);
    expect(within(table).getByRole('rowheader', { name: '웹사이트 방문 기록(접속 로그)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: '제공받는 자와 제공 항목' })).toBeTruthy();
  });
});

describe('the operator on the legal pages (ARCHITECTURE §4.24)', () => {
  it('the privacy policy names the configured operator, officer and contact from the page’s runtime config', () => {
    putInlineConfig(OPERATOR);
    render(<PrivacyPage />);
    const officer = screen.getByRole('region', { name: '제12조 (개인정보 보호책임자)' });
    expect(within(officer).getByText('김보호')).toBeTruthy();
    expect(within(officer).getByText('주식회사 아기소식')).toBeTruthy();
    expect(within(officer).getByRole('link', { name: 'privacy@babynews.example' }).getAttribute('href')).toBe('mailto:privacy@babynews.example');
    expect(screen.queryByText(OPERATOR_NOT_SET)).toBeNull();
    // the config stays in the page for the shell (it is read, not taken)
    expect(document.getElementById(RUNTIME_CONFIG_ID)).not.toBeNull();
  });

  it('the terms name the operator and the contact in article 3', () => {
    putInlineConfig(OPERATOR);
    render(<TermsPage />);
    const article3 = screen.getByRole('region', { name: '제3조 (약관의 명시와 개정)' });
    expect(within(article3).getByText('주식회사 아기소식')).toBeTruthy();
    expect(within(article3).getByRole('link', { name: 'privacy@babynews.example' })).toBeTruthy();
  });

  it('says the operator has not entered what is not configured', () => {
    putInlineConfig({ name: '주식회사 아기소식', privacyOfficer: null, contactEmail: null });
    render(<PrivacyPage />);
    const officer = screen.getByRole('region', { name: '제12조 (개인정보 보호책임자)' });
    expect(within(officer).getByText('주식회사 아기소식')).toBeTruthy();
    expect(within(officer).getAllByText(OPERATOR_NOT_SET)).toHaveLength(2);
    expect(within(officer).queryByRole('link')).toBeNull();
  });

  it('without any runtime config in the page, every line says it is not entered', () => {
    render(<TermsPage />);
    expect(within(screen.getByRole('region', { name: '제3조 (약관의 명시와 개정)' })).getAllByText(OPERATOR_NOT_SET)).toHaveLength(2);
  });

  it('the server render draws the operator from the runtime config block it is given', () => {
    const html = shellRenderer.renderPage('/privacy-policy', [{ id: RUNTIME_CONFIG_ID, json: runtimeConfigJson(OPERATOR) }]);
    expect(html).toContain('김보호');
    expect(html).toContain('href="mailto:privacy@babynews.example"');
    expect(html).toContain('시행일: 2026년 12월 1일 (버전 2026-12-01)');
    expect(shellRenderer.renderPage('/terms-of-use', [])).toContain(OPERATOR_NOT_SET);
  });
});
