import { extractProduct } from './product-page';

/** The product facts of a page (ARCHITECTURE "Universal add"): sources in priority order, shapes of JSON-LD, prices in KRW. */
describe('extractProduct', () => {
  const PAGE = 'https://shop.example/items/1?ref=x';
  const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
  const doc = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

  it('prefers JSON-LD Product over og/product meta, and meta over <title>', () => {
    const html = doc(
      '<title>타이틀</title><meta property="og:title" content="OG 제목"><meta property="og:image" content="/og.jpg">' +
        '<meta property="product:price:amount" content="1000"><meta property="product:price:currency" content="KRW">' +
        ld({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'LD 제목',
          image: 'https://cdn.example/ld.jpg',
          offers: { price: 2000, priceCurrency: 'KRW' },
        }),
    );
    expect(extractProduct(html, PAGE)).toEqual({ title: 'LD 제목', price: 2000, imageUrl: 'https://cdn.example/ld.jpg' });
    expect(
      extractProduct(
        doc(
          '<title>타이틀</title><meta property="og:title" content="OG 제목"><meta property="og:image" content="/og.jpg"><meta property="product:price:amount" content="1,000">',
        ),
        PAGE,
      ),
    ).toEqual({
      title: 'OG 제목',
      price: 1000,
      imageUrl: 'https://shop.example/og.jpg',
    });
    expect(extractProduct(doc('<title> 타이틀 &amp; 상품 </title>'), PAGE)).toEqual({ title: '타이틀 & 상품', price: null, imageUrl: null });
  });

  it('fills each field from the next source when the Product lacks it', () => {
    const html = doc('<meta property="og:image" content="https://cdn.example/og.jpg">' + ld({ '@type': 'Product', name: '이름만' }));
    expect(extractProduct(html, PAGE)).toEqual({ title: '이름만', price: null, imageUrl: 'https://cdn.example/og.jpg' });
  });

  it('reads image as a string, an array or an ImageObject, relative links against the page', () => {
    for (const image of [
      'img/a.jpg',
      ['img/a.jpg', 'img/b.jpg'],
      { '@type': 'ImageObject', url: 'img/a.jpg' },
      [{ '@type': 'ImageObject', contentUrl: 'img/a.jpg' }],
    ]) {
      expect(extractProduct(doc(ld({ '@type': 'Product', name: 'x', image })), PAGE).imageUrl).toBe('https://shop.example/items/img/a.jpg');
    }
    expect(extractProduct(doc(ld({ '@type': 'Product', name: 'x', image: 'javascript:alert(1)' })), PAGE).imageUrl).toBeNull();
  });

  it('reads offers as an object or an array, price or lowPrice, and skips other currencies', () => {
    const price = (offers: unknown) => extractProduct(doc(ld({ '@type': 'Product', name: 'x', offers })), PAGE).price;
    expect(price({ '@type': 'Offer', price: '39,900' })).toBe(39_900);
    expect(price({ '@type': 'AggregateOffer', lowPrice: 289000, highPrice: 329000 })).toBe(289_000);
    expect(
      price([
        { price: '12.00', priceCurrency: 'USD' },
        { price: '15900.00', priceCurrency: 'KRW' },
      ]),
    ).toBe(15_900);
    expect(price({ price: 'free' })).toBeNull();
    expect(price({ price: -5 })).toBeNull();
    expect(
      extractProduct(doc('<meta property="product:price:amount" content="12"><meta property="product:price:currency" content="USD">'), PAGE).price,
    ).toBeNull();
  });

  it('finds the Product inside @graph, in a top-level array, or with several @types; ignores broken JSON', () => {
    const graph = ld({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: '사이트' },
        { '@type': ['Product', 'ItemPage'], name: '그래프 상품' },
      ],
    });
    expect(extractProduct(doc('<script type="application/ld+json">{broken</script>' + graph), PAGE).title).toBe('그래프 상품');
    expect(
      extractProduct(
        doc(
          ld([
            { '@type': 'Organization', name: '회사' },
            { '@type': 'Product', name: '배열 상품' },
          ]),
        ),
        PAGE,
      ).title,
    ).toBe('배열 상품');
    expect(extractProduct(doc(ld({ '@type': 'Organization', name: '회사' })), PAGE)).toEqual({ title: null, price: null, imageUrl: null });
  });

  it('reads nothing from unclosed tags (forward scans: a page of them is no trap)', () => {
    const html = '<script type="application/ld+json"'.repeat(20_000) + '<meta property="og:title"'.repeat(20_000);
    expect(extractProduct(html, PAGE)).toEqual({ title: null, price: null, imageUrl: null });
  });
});
