import { landingHero, LANDING_HERO, type AssetGroup, type LandingGroups } from '@babynews/contracts';
import type { IconName } from '@babynews/ui';

/**
 * Built-in copy of the landing/about page (spec §1 slogans, spec §2: 3 benefit and 4 feature
 * cards). The asset groups `landing-*` (ARCHITECTURE §4.16) replace titles and images; this copy
 * stays the fallback when a group is empty or cannot be read.
 */
export interface LandingCard {
  icon: IconName;
  title: string;
  text: string;
  tone: 'peach' | 'pink' | 'mint' | 'butter' | 'lavender' | 'sky';
  /** Picture from the asset group (full URL), shown instead of the icon. */
  imageUrl?: string;
}

/** The three benefit cards (spec §1 slogans). */
export const BENEFITS: LandingCard[] = [
  {
    icon: 'heart',
    title: '받는 엄마도 간편하고 즐겁게',
    text: '원하는 선물만 리스트에 담아두면, 임산부도 부담 없이 간편하고 즐겁게 선물을 받을 수 있어요.',
    tone: 'peach',
  },
  { icon: 'mail', title: '더 쉬운 축하', text: '링크 하나면 충분해요. 가족과 친구 누구나 로그인 없이 더 쉽게 축하를 전할 수 있어요.', tone: 'mint' },
  { icon: 'gift', title: '꼭 필요한 선물, 높아지는 만족도', text: '정말 필요한 선물을 받으니 겹치는 선물 없이 만족도는 더 높아져요.', tone: 'butter' },
];

/** The four feature cards. */
export const FEATURES: LandingCard[] = [
  { icon: 'pen', title: '소식 카드 만들기', text: '제목과 우리 이야기를 적으면 따뜻한 소식 페이지가 완성돼요.', tone: 'pink' },
  { icon: 'bag', title: '선물 리스트', text: '쿠팡, SSG, 올리브영 등 갖고 싶은 상품 링크를 한곳에 모아요.', tone: 'sky' },
  { icon: 'lock', title: '겹치지 않는 선물 예약', text: '누군가 예약한 선물은 바로 표시되어 같은 선물이 두 번 오지 않아요.', tone: 'lavender' },
  { icon: 'quiz', title: '축하 퀴즈', text: '우리 아기에 관한 퀴즈로 소식을 더 즐겁게 나눠요.', tone: 'mint' },
];

/** Built-in section headings (the `landing-benefits` / `landing-features` titles replace them). */
export const SECTION_TITLES = { benefits: '아기소식이 특별한 이유', features: '이렇게 사용해요' } as const;

/** What the landing shows: built-in copy merged with the asset groups. */
export interface LandingContent {
  hero: { headline: string; imageUrl: string | null };
  benefits: { title: string; cards: LandingCard[] };
  features: { title: string; cards: LandingCard[] };
}

/** The landing with only the built-in copy (no group read yet, or every read failed). */
export const BUILT_IN_CONTENT: LandingContent = {
  hero: { headline: LANDING_HERO.headline, imageUrl: null },
  benefits: { title: SECTION_TITLES.benefits, cards: BENEFITS },
  features: { title: SECTION_TITLES.features, cards: FEATURES },
};

/**
 * Cards of a section from its asset group: the group's images ordered by `priority` (lower first;
 * ties keep the server's order) go to the cards in order; a card without an image keeps its icon.
 * The card count stays the built-in one (spec §9: 3 benefit, 4 feature cards).
 */
export function cardsFrom(group: AssetGroup | null, builtIn: LandingCard[]): LandingCard[] {
  const images = [...(group?.assetImages ?? [])]
    .map((image, index) => ({ ...image, index }))
    .sort((a, b) => a.priority - b.priority || a.index - b.index)
    .map((image) => image.imageUrl)
    .filter((url) => !!url);
  return builtIn.map((card, i) => (images[i] ? { ...card, imageUrl: images[i] } : card));
}

/**
 * Merges the three groups (null = not read) into the landing: a group's non-blank title replaces
 * the headline or section title; `landing-hero`'s main image replaces the drawn card; section
 * images go to the cards (`cardsFrom`).
 */
export function mergeLanding(groups: LandingGroups): LandingContent {
  const titleOr = (group: AssetGroup | null, fallback: string) => group?.title?.trim() || fallback;
  return {
    hero: landingHero(groups.hero),
    benefits: { title: titleOr(groups.benefits, SECTION_TITLES.benefits), cards: cardsFrom(groups.benefits, BENEFITS) },
    features: { title: titleOr(groups.features, SECTION_TITLES.features), cards: cardsFrom(groups.features, FEATURES) },
  };
}
