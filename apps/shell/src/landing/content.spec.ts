import { headlineLines, LANDING_HERO as HERO, type AssetGroup } from '@babynews/contracts';
import { BENEFITS, cardsFrom, FEATURES, mergeLanding, SECTION_TITLES } from './content';

const group = (over: Partial<AssetGroup>): AssetGroup => ({
  code: 'landing-benefits',
  title: '',
  mainImageUrl: null,
  mainImagePath: null,
  assetImages: [],
  ...over,
});
const image = (n: number, priority: number) => ({ imageUrl: `https://cdn.test/${n}.webp`, imagePath: `assets/${n}.webp`, priority });

describe('landing content from the asset groups (ARCHITECTURE §4.16)', () => {
  it('keeps the built-in copy when no group could be read', () => {
    const content = mergeLanding({ hero: null, benefits: null, features: null });
    expect(content.hero).toEqual({ headline: HERO.headline, imageUrl: null });
    expect(content.benefits).toEqual({ title: SECTION_TITLES.benefits, cards: BENEFITS });
    expect(content.features.cards).toHaveLength(4);
  });

  it('takes titles and the hero image from the groups; blank titles fall back', () => {
    const content = mergeLanding({
      hero: group({ code: 'landing-hero', title: '새 헤드라인', mainImageUrl: 'https://cdn.test/hero.webp' }),
      benefits: group({ title: '  ' }),
      features: group({ code: 'landing-features', title: '기능 소개' }),
    });
    expect(content.hero).toEqual({ headline: '새 헤드라인', imageUrl: 'https://cdn.test/hero.webp' });
    expect(content.benefits.title).toBe(SECTION_TITLES.benefits);
    expect(content.features.title).toBe('기능 소개');
  });

  it('gives the cards the group images ordered by priority, keeping the card count', () => {
    const cards = cardsFrom(group({ assetImages: [image(1, 30), image(2, 10), image(3, 20), image(4, 0), image(5, 40)] }), BENEFITS);
    expect(cards.map((c) => c.imageUrl)).toEqual(['https://cdn.test/4.webp', 'https://cdn.test/2.webp', 'https://cdn.test/3.webp']);
    expect(cards.map((c) => c.title)).toEqual(BENEFITS.map((c) => c.title));
    const partial = cardsFrom(group({ assetImages: [image(9, 1)] }), FEATURES);
    expect(partial.map((c) => c.imageUrl ?? null)).toEqual(['https://cdn.test/9.webp', null, null, null]);
  });

  it('splits the headline after its first comma', () => {
    expect(headlineLines('우리의 행복한 소식, 함께 나눠요')).toEqual(['우리의 행복한 소식,', '함께 나눠요']);
    expect(headlineLines('쉼표 없는 제목')).toEqual(['쉼표 없는 제목', null]);
  });
});
