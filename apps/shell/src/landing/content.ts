import type { IconName } from '@babynews/ui';

/** Static copy of the landing/about page (spec §1 slogans). Asset groups replace it later (ARCHITECTURE §4.16). */
export interface LandingCard {
  icon: IconName;
  title: string;
  text: string;
  tone: 'peach' | 'pink' | 'mint' | 'butter' | 'lavender' | 'sky';
}

export const HERO = {
  eyebrow: '임신 소식 공유 · 출산 선물 리스트',
  headline: ['우리의 행복한 소식,', '함께 나눠요'],
  text: '따뜻한 소식 카드로 기쁨을 전하고, 꼭 필요한 선물만 편하게 받아보세요.',
  primary: '선물 리스트 만들기',
  secondary: '소식 공유하기',
} as const;

/** The three benefit cards (spec §2: 3 benefit cards). */
export const BENEFITS: LandingCard[] = [
  { icon: 'heart', title: '받는 엄마도 간편하게', text: '원하는 선물만 리스트에 담아두면, 부담 없이 즐겁게 선물을 받을 수 있어요.', tone: 'peach' },
  { icon: 'mail', title: '더 쉬운 축하', text: '링크 하나면 충분해요. 가족과 친구 누구나 로그인 없이 축하를 전할 수 있어요.', tone: 'mint' },
  { icon: 'gift', title: '꼭 필요한 선물', text: '정말 필요한 선물을 받으니 겹치는 선물 없이 만족도는 더 높아져요.', tone: 'butter' },
];

/** The four feature cards (spec §2: 4 feature cards). */
export const FEATURES: LandingCard[] = [
  { icon: 'pen', title: '소식 카드 만들기', text: '제목과 우리 이야기를 적으면 따뜻한 소식 페이지가 완성돼요.', tone: 'pink' },
  { icon: 'bag', title: '선물 리스트', text: '쿠팡, SSG, 올리브영 등 갖고 싶은 상품 링크를 한곳에 모아요.', tone: 'sky' },
  { icon: 'lock', title: '겹치지 않는 선물 예약', text: '누군가 예약한 선물은 바로 표시되어 같은 선물이 두 번 오지 않아요.', tone: 'lavender' },
  { icon: 'quiz', title: '축하 퀴즈', text: '우리 아기에 관한 퀴즈로 소식을 더 즐겁게 나눠요.', tone: 'mint' },
];
