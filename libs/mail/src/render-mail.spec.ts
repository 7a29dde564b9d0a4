import axe, { type AxeResults } from 'axe-core';
import { JSDOM } from 'jsdom';
import { MAIL_KINDS, MAIL_SAMPLES, renderMail, type MailData, type MailKind, type RenderedMail } from './index';

// Rendered in Node, as the API renders; read back in jsdom (jsdom@26 comes with jest-environment-jsdom).

/** What each sample must show: the subject, the button's label and URL, and every URL of its data. */
const EXPECTED: { [K in MailKind]: { subject: string; button: string; buttonUrl: (data: MailData[K]) => string; urls: (data: MailData[K]) => string[] } } = {
  reservationReceipt: {
    subject: "[아기소식] '아기 속싸개 세트' 선물을 예약했어요",
    button: '내 예약 보기',
    buttonUrl: (d) => d.reservationUrl,
    urls: (d) => [d.reservationUrl, d.unsubscribeUrl!],
  },
  pledgeReceipt: {
    subject: "[아기소식] '유모차'에 마음을 보탰어요",
    button: '보탠 마음 보기',
    buttonUrl: (d) => d.pledgeUrl,
    urls: (d) => [d.pledgeUrl, d.unsubscribeUrl!],
  },
  pinReset: { subject: '[아기소식] 예약 PIN을 다시 정해 주세요', button: 'PIN 다시 정하기', buttonUrl: (d) => d.resetUrl, urls: (d) => [d.resetUrl] },
  verifyEmail: { subject: '[아기소식] 이메일 주소를 확인해 주세요', button: '이메일 확인하기', buttonUrl: (d) => d.verifyUrl, urls: (d) => [d.verifyUrl] },
  passwordReset: {
    subject: '[아기소식] 비밀번호를 다시 정해 주세요',
    button: '비밀번호 다시 정하기',
    buttonUrl: (d) => d.resetUrl,
    urls: (d) => [d.resetUrl],
  },
  usernameReminder: { subject: '[아기소식] 가입하신 아이디를 알려 드려요', button: '로그인하기', buttonUrl: (d) => d.loginUrl, urls: (d) => [d.loginUrl] },
  activityNotice: {
    subject: '[아기소식] 누군가 아기 욕조를 예약했어요',
    button: '정리 요약 보기',
    buttonUrl: (d) => d.summaryUrl,
    urls: (d) => [d.summaryUrl, d.unsubscribeUrl!],
  },
  activityDigest: {
    subject: '[아기소식] 5월 9일 소식 알림 3건',
    button: '내 소식 보기',
    buttonUrl: (d) => d.myPageUrl,
    urls: (d) => [d.myPageUrl, ...d.pages.map((p) => p.summaryUrl), d.unsubscribeUrl!],
  },
  pageHandedOver: {
    subject: "[아기소식] '콩콩이가 찾아왔어요' 소식 페이지를 이제 직접 관리해요",
    button: '마이페이지로 가기',
    buttonUrl: (d) => d.myPageUrl,
    urls: (d) => [d.myPageUrl],
  },
  pageClosed: {
    subject: "[아기소식] '콩콩이가 찾아왔어요' 소식 페이지가 닫혔어요",
    button: '아기소식 둘러보기',
    buttonUrl: (d) => d.homeUrl,
    urls: (d) => [d.homeUrl, d.unsubscribeUrl!],
  },
  thankYou: {
    subject: '[아기소식] 콩콩이엄마님이 감사 인사를 보냈어요',
    button: '소식 보러 가기',
    buttonUrl: (d) => d.pageUrl,
    urls: (d) => [d.pageUrl, d.unsubscribeUrl!],
  },
  birthAnnouncement: {
    subject: '[아기소식] 콩콩이엄마님 소식: 하늘이와 바다가 태어났어요!',
    button: '소식 보러 가기',
    buttonUrl: (d) => d.pageUrl,
    urls: (d) => [d.pageUrl, d.unsubscribeUrl!],
  },
};

/** Sentences a message must carry, beyond the layout's (owner text from the samples included). */
const BODY_TEXT: { [K in MailKind]: string[] } = {
  reservationReceipt: [
    "하늘맘님의 소식 '콩콩이가 찾아왔어요'",
    '아기 속싸개 세트',
    '2개',
    '예약할 때 정한 PIN으로 이곳에서 예약을 보거나 취소할 수 있어요.',
    '예약하지 않으셨다면 이 메일을 무시해 주세요.',
  ],
  pledgeReceipt: ["하늘맘님의 소식 '콩콩이가 찾아왔어요'", '유모차', '50,000원'],
  pinReset: ["'아기 속싸개 세트'", '이 링크는 한 번만, 30분 동안 쓸 수 있어요.', '요청하지 않으셨다면 이 메일을 무시해 주세요. PIN은 바뀌지 않아요.'],
  verifyEmail: ['하늘맘님'],
  passwordReset: ['30분 동안 쓸 수 있어요.'],
  usernameReminder: ['haneulmom', 'kongkong2025'],
  activityNotice: ['하늘맘님', "'콩콩이가 찾아왔어요'", '14:05', '누군가 아기 욕조를 예약했어요.'],
  activityDigest: [
    '09:12 김이모님이 아기 욕조를 예약했어요',
    '13:40 박삼촌님이 유모차에 마음을 보탰어요',
    "18:02 최고모님이 퀴즈 '콩콩이의 예정일은?'에 답했어요",
  ],
  pageHandedOver: ["'콩콩이가 찾아왔어요'", '이제 콩콩이아빠님이 관리해요.', '선물 리스트, 예약 내역'],
  pageClosed: ["'콩콩이가 찾아왔어요'", '페이지를 만든 분이 아기소식을 탈퇴했어요.', '모두 삭제되었고'],
  thankYou: ["콩콩이엄마님이 소식 '콩콩이가 찾아왔어요'에서 보내 주신 '아기 욕조'", '이모, 보내 주신 욕조 잘 받았어요!', '제일 먼저 써 볼게요. 고맙습니다.'],
  birthAnnouncement: [
    '하늘이와 바다가 태어났어요!',
    "콩콩이엄마님이 소식 '콩콩이가 찾아왔어요'에 출생 소식을 올렸어요.",
    '2027년 5월 12일 오후 2시 30분에 태어났어요.',
    '하늘이: 3.2kg · 50cm',
    '바다: 2.9kg',
    '축하해 주셔서 고맙습니다!',
  ],
};

const render = <K extends MailKind>(kind: K, data: MailData[K] = MAIL_SAMPLES[kind]) => renderMail(kind, data);
const { DOMParser } = new JSDOM('').window;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const anchors = (doc: Document) => [...doc.querySelectorAll('a')];
/** The visible body text (the hidden preview line left out), spaces collapsed. */
const visibleText = (doc: Document) => {
  const body = doc.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('[data-skip-in-text]').forEach((node) => node.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ');
};

/** WCAG relative luminance of `#rrggbb` or `rgb(r, g, b)`. */
function luminance(color: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  const channels = hex ? hex.slice(1).map((h) => parseInt(h, 16)) : rgb ? rgb.slice(1).map(Number) : null;
  if (!channels) throw new Error(`unreadable colour: ${color}`);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * axe-core run inside a jsdom window holding the message (`axe.source` evaluated there). Colour contrast
 * is off: jsdom lays nothing out, so the button's ratio is computed from its style in its own test.
 */
async function runAxe(html: string): Promise<AxeResults> {
  const { window } = new JSDOM(html, { runScripts: 'outside-only' });
  try {
    window.eval(axe.source);
    const inWindow = (window as unknown as { axe: typeof axe }).axe;
    return await inWindow.run(window.document, { rules: { 'color-contrast': { enabled: false } } });
  } finally {
    window.close();
  }
}

describe('renderMail', () => {
  it('has a sample for exactly the kinds MAIL_KINDS lists', () => {
    expect([...MAIL_KINDS].sort()).toEqual(Object.keys(MAIL_SAMPLES).sort());
    expect(new Set(MAIL_KINDS).size).toBe(MAIL_KINDS.length);
  });

  describe.each(MAIL_KINDS)('%s', (kind) => {
    let mail: RenderedMail;
    let doc: Document;
    const expected = EXPECTED[kind] as (typeof EXPECTED)['pinReset'];
    const data = MAIL_SAMPLES[kind] as MailData['pinReset'];

    beforeAll(async () => {
      mail = await render(kind);
      doc = parse(mail.html);
    });

    it('has the Korean subject, also as the document title', () => {
      expect(mail.subject).toBe(expected.subject);
      expect(doc.title).toBe(expected.subject);
    });

    it('links every URL of its data from the HTML', () => {
      const hrefs = anchors(doc).map((a) => a.getAttribute('href'));
      for (const url of expected.urls(data)) expect(hrefs).toContain(url);
      // Nothing else is a link: no page-owner text, no URL of ours the data did not give.
      expect(hrefs.sort()).toEqual([...expected.urls(data)].sort());
    });

    it('carries its sentences, the brand line and the footer', () => {
      const text = visibleText(doc);
      for (const sentence of [...BODY_TEXT[kind], '아기소식', '이 메일은 아기소식에서 보냈어요.']) expect(text).toContain(sentence);
      const unsubscribe = anchors(doc).filter((a) => a.textContent === '이런 메일 그만 받기');
      const unsubscribeUrl = (MAIL_SAMPLES[kind] as { unsubscribeUrl?: string }).unsubscribeUrl;
      expect(unsubscribe.map((a) => a.getAttribute('href'))).toEqual(unsubscribeUrl ? [unsubscribeUrl] : []);
    });

    it('is Korean, one column of at most 480 px, with a preview line and text of at least 15 px', () => {
      expect(doc.documentElement.getAttribute('lang')).toBe('ko');
      expect(doc.querySelector('[data-skip-in-text]')?.textContent?.trim()).toBeTruthy();
      const column = [...doc.querySelectorAll<HTMLElement>('table')].find((t) => t.style.maxWidth === '480px');
      expect(column?.style.width).toBe('100%');
      const sized = [...doc.body.querySelectorAll<HTMLElement>('[style]')].filter((el) => el.style.fontSize);
      expect(sized.length).toBeGreaterThan(3);
      for (const el of sized) expect(parseFloat(el.style.fontSize)).toBeGreaterThanOrEqual(15);
      expect(doc.body.querySelector('td')?.style.fontFamily.replaceAll('"', "'")).toBe("'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif");
    });

    it('has one button to its URL, in colours of at least 4.5:1', () => {
      const buttons = anchors(doc).filter((a) => a.textContent?.trim() === expected.button);
      expect(buttons).toHaveLength(1);
      const [button] = buttons;
      expect(button.getAttribute('href')).toBe(expected.buttonUrl(data));
      expect(contrast(button.style.color, button.style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    });

    it('has a plain-text part with every URL and neither tags nor CSS', () => {
      for (const url of expected.urls(data)) expect(mail.text).toContain(url);
      expect(mail.text).toContain(`${expected.button} ${expected.buttonUrl(data)}`);
      expect(mail.text).not.toMatch(/<[a-z!/]/i);
      expect(mail.text).not.toMatch(/[{}]/);
      expect(mail.text).toContain('이 메일은 아기소식에서 보냈어요.');
    });

    it('has no serious or critical accessibility violation (axe-core)', async () => {
      const results = await runAxe(mail.html);
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      // It looked at the document: the language, the title and the links' names were checked and passed.
      expect(results.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['html-has-lang', 'document-title', 'link-name']));
    });
  });

  describe('page-owner text', () => {
    const SCRIPT = '<script>alert(1)</script>';
    const URL_TITLE = 'http://evil.example';
    const hostile: {
      [
        K in
          | 'reservationReceipt'
          | 'pledgeReceipt'
          | 'pinReset'
          | 'verifyEmail'
          | 'usernameReminder'
          | 'activityNotice'
          | 'activityDigest'
          | 'pageClosed'
          | 'thankYou'
          | 'birthAnnouncement'
      ]: MailData[K];
    } = {
      reservationReceipt: { ...MAIL_SAMPLES.reservationReceipt, pageTitle: SCRIPT, ownerDisplayName: URL_TITLE, wishTitle: `${SCRIPT} ${URL_TITLE}` },
      pledgeReceipt: { ...MAIL_SAMPLES.pledgeReceipt, pageTitle: SCRIPT, ownerDisplayName: URL_TITLE, giftTitle: `${SCRIPT} ${URL_TITLE}` },
      pinReset: { ...MAIL_SAMPLES.pinReset, wishTitle: `${SCRIPT} ${URL_TITLE}` },
      pageClosed: { ...MAIL_SAMPLES.pageClosed, pageTitle: `${SCRIPT} ${URL_TITLE}` },
      thankYou: { ...MAIL_SAMPLES.thankYou, pageTitle: SCRIPT, ownerDisplayName: URL_TITLE, giftTitle: SCRIPT, message: `${SCRIPT}\n${URL_TITLE}` },
      birthAnnouncement: {
        ...MAIL_SAMPLES.birthAnnouncement,
        pageTitle: SCRIPT,
        ownerDisplayName: URL_TITLE,
        babies: [{ name: SCRIPT, weightKg: 3, heightCm: null }],
        message: `${SCRIPT}\n${URL_TITLE}`,
      },
      verifyEmail: { ...MAIL_SAMPLES.verifyEmail, displayName: `${SCRIPT} ${URL_TITLE}` },
      usernameReminder: { ...MAIL_SAMPLES.usernameReminder, usernames: [SCRIPT, URL_TITLE] },
      activityNotice: {
        ...MAIL_SAMPLES.activityNotice,
        pageTitle: SCRIPT,
        ownerDisplayName: URL_TITLE,
        item: { kind: 'RESERVED', subject: `${SCRIPT} ${URL_TITLE}`, name: URL_TITLE, time: '10:00' },
      },
      activityDigest: {
        ...MAIL_SAMPLES.activityDigest,
        ownerDisplayName: URL_TITLE,
        pages: [
          {
            pageTitle: SCRIPT,
            summaryUrl: MAIL_SAMPLES.activityDigest.pages[0].summaryUrl,
            items: [{ kind: 'PLEDGED', subject: SCRIPT, name: URL_TITLE, time: '10:00' }],
          },
        ],
      },
    };

    it.each(Object.keys(hostile) as (keyof typeof hostile)[])('%s shows it as escaped text, never as markup or inside a link', async (kind) => {
      const { html } = await render(kind, hostile[kind]);
      expect(html).not.toContain(SCRIPT);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      const doc = parse(html);
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      expect(visibleText(doc)).toContain(SCRIPT);
      expect(visibleText(doc)).toContain(URL_TITLE);
      for (const a of anchors(doc)) {
        expect(a.textContent).not.toContain(SCRIPT);
        expect(a.textContent).not.toContain('evil.example');
        expect(a.getAttribute('href')).not.toContain('evil.example');
      }
    });

    it('never breaks the subject line', async () => {
      const { subject } = await render('reservationReceipt', { ...MAIL_SAMPLES.reservationReceipt, wishTitle: '속싸개\r\nBcc: someone@example.com' });
      expect(subject).toBe("[아기소식] '속싸개 Bcc: someone@example.com' 선물을 예약했어요");
    });
  });

  describe('notifications to page owners', () => {
    it.each([
      ['RESERVED', '아기 욕조', '누군가 아기 욕조를 예약했어요', '김이모님이 아기 욕조를 예약했어요'],
      ['RESERVED', '속싸개 세트', '누군가 속싸개 세트를 예약했어요', '김이모님이 속싸개 세트를 예약했어요'],
      ['RESERVED', '분유통', '누군가 분유통을 예약했어요', '김이모님이 분유통을 예약했어요'],
      ['CANCELLED', '아기 욕조', '누군가 아기 욕조 예약을 취소했어요', '김이모님이 아기 욕조 예약을 취소했어요'],
      ['PLEDGED', '축의금', '누군가 축의금에 마음을 보탰어요', '김이모님이 축의금에 마음을 보탰어요'],
      ['QUIZ_ANSWERED', '예정일은?', "누군가 퀴즈 '예정일은?'에 답했어요", "김이모님이 퀴즈 '예정일은?'에 답했어요"],
    ] as const)('a %s line on %s names nobody while hidden and the relative after', async (kind, subject, hidden, named) => {
      const base = MAIL_SAMPLES.activityNotice;
      const before = await render('activityNotice', { ...base, item: { kind, subject, name: null, time: '10:00' } });
      expect(before.subject).toBe(`[아기소식] ${hidden}`);
      expect(before.text).toContain(hidden);
      expect(before.text).not.toContain('김이모');
      const after = await render('activityNotice', { ...base, item: { kind, subject, name: '김이모', time: '10:00' } });
      expect(after.subject).toBe(`[아기소식] ${named}`);
      expect(after.text).toContain(named);
    });

    it('lists every page of the digest with its own summary link', async () => {
      const base = MAIL_SAMPLES.activityDigest;
      const second = {
        pageTitle: '둘째 소식',
        summaryUrl: 'https://babynews.example/event/summary/Zz9',
        items: [{ kind: 'CANCELLED' as const, subject: '모빌', name: null, time: '19:59' }],
      };
      const { subject, html, text } = await render('activityDigest', { ...base, pages: [...base.pages, second] });
      expect(subject).toBe('[아기소식] 5월 9일 소식 알림 4건');
      expect(text).toContain('19:59 누군가 모빌 예약을 취소했어요');
      expect(anchors(parse(html)).map((a) => a.getAttribute('href'))).toContain(second.summaryUrl);
    });
  });

  describe('receipts', () => {
    it.each(['reservationReceipt', 'pledgeReceipt', 'pageClosed', 'thankYou', 'birthAnnouncement'] as const)(
      '%s takes no PIN, password or address field',
      (kind) => {
        expect(Object.keys(MAIL_SAMPLES[kind]).filter((key) => /pin|password|address/i.test(key))).toEqual([]);
      },
    );

    it.each(['reservationReceipt', 'pledgeReceipt', 'pageClosed', 'thankYou', 'birthAnnouncement'] as const)(
      '%s shows no PIN or address even when the data carries one',
      async (kind) => {
        const smuggled = { ...MAIL_SAMPLES[kind], pin: '482913', password: '482913', reservedPassword: '482913', address: '서울시 마포구 행복로 12' };
        const { html, text } = await render(kind, smuggled);
        for (const part of [html, text]) {
          expect(part).not.toContain('482913');
          expect(part).not.toContain('행복로');
        }
      },
    );

    it('formats the pledged amount in won with Korean grouping', async () => {
      const { text } = await render('pledgeReceipt', { ...MAIL_SAMPLES.pledgeReceipt, amount: 1234567 });
      expect(text).toContain('1,234,567원');
    });
  });

  describe('thank-you note', () => {
    it('shows the birth photo only when the parent sent it, with its alt text', async () => {
      const photoUrl = 'https://babynews.example/files/wish/7-1700000000000-0a1b2c3d4e5f-birth.webp';
      const withPhoto = parse((await render('thankYou', { ...MAIL_SAMPLES.thankYou, photoUrl })).html);
      expect([...withPhoto.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([[photoUrl, '아기 사진']]);
      expect(parse((await render('thankYou')).html).querySelectorAll('img')).toHaveLength(0);
    });
  });

  describe('birth announcement', () => {
    it('one baby without measures and without words: the hero line with its particle, the Seoul time on the hour, no list', async () => {
      const data = {
        ...MAIL_SAMPLES.birthAnnouncement,
        bornAt: '2027-05-12T00:00:00.000Z',
        babies: [{ name: '봄', weightKg: null, heightCm: null }],
        message: null,
      };
      const { subject, html, text } = await render('birthAnnouncement', data);
      expect(subject).toBe('[아기소식] 콩콩이엄마님 소식: 봄이 태어났어요!');
      expect(text).toContain('2027년 5월 12일 오전 9시에 태어났어요.');
      expect(parse(html).querySelectorAll('ul')).toHaveLength(0);
    });

    it('triplets: three names in the hero line', async () => {
      const babies = ['하늘', '바다', '별이'].map((name) => ({ name, weightKg: null, heightCm: null }));
      const { subject } = await render('birthAnnouncement', { ...MAIL_SAMPLES.birthAnnouncement, babies });
      expect(subject).toBe('[아기소식] 콩콩이엄마님 소식: 하늘, 바다와 별이가 태어났어요!');
    });
  });
});
