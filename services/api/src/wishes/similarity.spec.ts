import { describe, expect, it } from '@jest/globals';
import { normalizeLink, normalizeTitle, productKey, similarWishes } from './similarity';

/** The near-duplicate check of the wish editor (ARCHITECTURE §4.22). */

const COUPANG_DESKTOP = 'https://www.coupang.com/vp/products/7335597976?itemId=18786452&vendorItemId=85924455631&sourceType=srp_product_ads&q=물티슈';
const COUPANG_MOBILE = 'https://m.coupang.com/vm/products/7335597976?itemId=18786452&vendorItemId=85924455631&src=1139000&spec=10799999';

describe('productKey', () => {
  it.each([
    ['Coupang desktop with tracking', COUPANG_DESKTOP, 'coupang:7335597976'],
    ['Coupang mobile', COUPANG_MOBILE, 'coupang:7335597976'],
    ['Coupang partners link with the product in pageKey', 'https://link.coupang.com/re/AFFSDP?lptag=AF123&pageKey=7335597976&itemId=1', 'coupang:7335597976'],
    ['Coupang without scheme', 'coupang.com/vp/products/7335597976', 'coupang:7335597976'],
    ['Naver smartstore', 'https://smartstore.naver.com/babyshop/products/4827361234?NaPm=ct%3Dabc', 'naver:4827361234'],
    ['Naver smartstore mobile', 'https://m.smartstore.naver.com/babyshop/products/4827361234', 'naver:4827361234'],
    ['brand.naver', 'https://brand.naver.com/huggies/products/5123456789', 'naver:5123456789'],
    ['11st', 'https://www.11st.co.kr/products/3456789012?trTypeCd=22', '11st:3456789012'],
    ['11st mobile', 'https://m.11st.co.kr/products/m/3456789012', '11st:3456789012'],
    ['Gmarket', 'http://item.gmarket.co.kr/Item?goodscode=2345678901&ver=1', 'gmarket:2345678901'],
    ['Gmarket mobile, camel case', 'https://mitem.gmarket.co.kr/Item?goodsCode=2345678901', 'gmarket:2345678901'],
    ['Auction', 'http://itempage3.auction.co.kr/DetailView.aspx?itemno=b123456789', 'auction:B123456789'],
    ['SSG', 'https://www.ssg.com/item/itemView.ssg?itemId=1000012345678&siteNo=6001', 'ssg:1000012345678'],
    ['SSG emart', 'https://emart.ssg.com/item/itemView.ssg?itemId=1000012345678', 'ssg:1000012345678'],
    ['Olive Young', 'https://www.oliveyoung.co.kr/store/goods/getGoodsDetail.do?goodsNo=A000000123456&dispCatNo=100', 'oliveyoung:A000000123456'],
    ['AliExpress', 'https://ko.aliexpress.com/item/1005004567890123.html?spm=a2g0o.productlist', 'aliexpress:1005004567890123'],
    ['AliExpress .us', 'https://www.aliexpress.us/item/1005004567890123.html', 'aliexpress:1005004567890123'],
    ['Amazon /dp/', 'https://www.amazon.com/Pampers-Swaddlers-Diapers/dp/b07nqkvl1m/ref=sr_1_3?keywords=diapers', 'amazon:B07NQKVL1M'],
    ['Amazon /gp/product/', 'https://www.amazon.co.jp/gp/product/B07NQKVL1M', 'amazon:B07NQKVL1M'],
    ['Kurly', 'https://www.kurly.com/goods/5051234', 'kurly:5051234'],
  ])('%s', (_name, link, key) => {
    expect(productKey(link)).toBe(key);
  });

  it('falls back to the normalised URL: host without www./m., no trailing slash, no tracking, sorted query', () => {
    expect(productKey('https://WWW.Example.com/Shop/Item/?utm_source=kakao&b=2&a=1&fbclid=x#reviews')).toBe('url:example.com/Shop/Item?a=1&b=2');
    expect(productKey('http://m.example.com/Shop/Item?a=1&b=2')).toBe('url:example.com/Shop/Item?a=1&b=2');
    // A short link names its product only after a redirect: not derivable offline.
    expect(productKey('https://link.coupang.com/a/bXyZ12')).toBe('url:link.coupang.com/a/bXyZ12');
    // A store page that is not a product keeps its URL.
    expect(productKey('https://www.coupang.com/np/categories/221934')).toBe('url:coupang.com/np/categories/221934');
  });

  it('empty or blank → null; not a URL → its lower-cased text', () => {
    expect(productKey('')).toBeNull();
    expect(productKey('   ')).toBeNull();
    expect(normalizeLink('')).toBeNull();
    expect(productKey('http://')).toBe('url:http://');
  });
});

describe('normalizeLink', () => {
  it('ignores scheme, www./m., trailing slash, fragment and tracking parameters; keeps the rest', () => {
    const a = normalizeLink('https://www.babyshop.co.kr/goods/view?no=12&utm_campaign=spring&gclid=abc');
    expect(a).toBe('url:babyshop.co.kr/goods/view?no=12');
    expect(normalizeLink('http://m.babyshop.co.kr/goods/view/?no=12#top')).toBe(a);
    expect(normalizeLink('https://www.babyshop.co.kr/goods/view?no=13')).not.toBe(a);
    expect(normalizeLink('https://www.babyshop.co.kr/goods/VIEW?no=12')).not.toBe(a);
  });
});

describe('normalizeTitle', () => {
  it('Korean spacing does not matter: 아기 물티슈 20매 = 아기물티슈 20 매', () => {
    expect(normalizeTitle('아기 물티슈 20매')).toBe('아기물티슈20매');
    expect(normalizeTitle('아기물티슈 20 매')).toBe(normalizeTitle('아기 물티슈 20매'));
  });

  it('different things stay different: 아기 물티슈 ≠ 아기 면봉', () => {
    expect(normalizeTitle('아기 물티슈')).not.toBe(normalizeTitle('아기 면봉'));
    expect(normalizeTitle('아기 물티슈 20매')).not.toBe(normalizeTitle('아기 물티슈 30매'));
  });

  it('drops one trailing particle of Hangul words longer than one syllable', () => {
    expect(normalizeTitle('아기의 물티슈를')).toBe('아기물티슈');
    expect(normalizeTitle('아기가 쓰는 물티슈와 면봉')).toBe(normalizeTitle('아기 쓰 물티슈 면봉'));
    expect(normalizeTitle('침대에서 쓰는 모빌')).toBe('침대쓰모빌');
    // A one-syllable word is never cut; a particle-like syllable after a number or Latin letters stays.
    expect(normalizeTitle('이 가')).toBe('이가');
    expect(normalizeTitle('ssg이')).toBe('ssg이');
  });

  it('NFKC, case, punctuation and unit spellings', () => {
    expect(normalizeTitle('［하기스］ Natural-Pure 물티슈!!')).toBe(normalizeTitle('하기스 natural pure 물티슈'));
    expect(normalizeTitle('물티슈 20장')).toBe(normalizeTitle('물티슈 20 매'));
    expect(normalizeTitle('분유 800 그램')).toBe(normalizeTitle('분유 800g'));
    expect(normalizeTitle('젖병 240미리')).toBe(normalizeTitle('젖병 240㎖'));
    expect(normalizeTitle('물티슈 20매 × 10팩')).toBe(normalizeTitle('물티슈 20매*10팩'));
    expect(normalizeTitle('물티슈 20매 x 10 팩')).toBe(normalizeTitle('물티슈 20매×10팩'));
    expect(normalizeTitle('분유 1,000g')).toBe(normalizeTitle('분유 1000 g'));
    // A decimal point is part of the number: 1.5L ≠ 15L.
    expect(normalizeTitle('보리차 1.5L')).toBe('보리차1.5l');
    expect(normalizeTitle('보리차 1.5L')).not.toBe(normalizeTitle('보리차 15L'));
    // 3개월 is an age, not a count.
    expect(normalizeTitle('내복 3개월')).toBe('내복3개월');
  });

  it('blank or symbols only → empty', () => {
    expect(normalizeTitle('')).toBe('');
    expect(normalizeTitle('  !!! ~ ')).toBe('');
  });
});

describe('similarWishes', () => {
  const existing = [
    { id: 1, title: '하기스 물티슈', link: COUPANG_DESKTOP },
    { id: 2, title: '아기 물티슈 20매', link: '' },
    { id: 3, title: '아기 면봉', link: 'https://www.babyshop.co.kr/goods/view?no=12' },
    { id: 4, title: '아기물티슈 20 매', link: 'https://www.babyshop.co.kr/goods/view?no=99' },
  ];

  it('the same Coupang product behind two different URLs → SAME_PRODUCT', () => {
    expect(similarWishes({ title: '물티슈 큰 거', link: COUPANG_MOBILE }, existing)).toEqual([
      { wishId: 1, title: '하기스 물티슈', link: COUPANG_DESKTOP, reason: 'SAME_PRODUCT' },
    ]);
  });

  it('the same link with other tracking parameters → SAME_LINK', () => {
    const link = 'http://m.babyshop.co.kr/goods/view/?utm_source=kakao&no=12';
    expect(similarWishes({ title: '면봉', link }, existing)).toEqual([{ wishId: 3, title: '아기 면봉', link: existing[2]!.link, reason: 'SAME_LINK' }]);
  });

  it('titles that normalise alike → SAME_TITLE; 아기 물티슈 and 아기 면봉 do not match', () => {
    expect(similarWishes({ title: '아기물티슈 20 매', link: '' }, existing).map((m) => [m.wishId, m.reason])).toEqual([
      [2, 'SAME_TITLE'],
      [4, 'SAME_TITLE'],
    ]);
    expect(similarWishes({ title: '아기 물티슈', link: '' }, [{ id: 9, title: '아기 면봉', link: '' }])).toEqual([]);
  });

  it('one entry per wish with its strongest reason, strongest first', () => {
    const matches = similarWishes({ title: '아기 물티슈 20매', link: 'https://www.babyshop.co.kr/goods/view?no=99&fbclid=z' }, [
      ...existing,
      { id: 5, title: '아기 물티슈 20매', link: 'https://coupang.com/vp/products/7335597976' },
    ]);
    expect(matches.map((m) => [m.wishId, m.reason])).toEqual([
      [4, 'SAME_LINK'],
      [2, 'SAME_TITLE'],
      [5, 'SAME_TITLE'],
    ]);
    const both = similarWishes({ title: '하기스 물티슈', link: COUPANG_DESKTOP }, existing);
    expect(both).toEqual([{ wishId: 1, title: '하기스 물티슈', link: COUPANG_DESKTOP, reason: 'SAME_LINK' }]);
  });

  it('empty inputs: no candidates, and an empty link never matches another empty link', () => {
    expect(similarWishes({ title: '', link: '' }, existing)).toEqual([]);
    expect(similarWishes({ title: '  ', link: ' ' }, existing)).toEqual([]);
    expect(similarWishes({ title: '기저귀', link: '' }, existing)).toEqual([]);
    expect(similarWishes({ title: '아기 물티슈 20매', link: '' }, [])).toEqual([]);
  });
});
