import type { LandingAssetGroupCode } from './asset-groups';
import type { AssetGroup } from './types';

/**
 * Built-in hero copy of the landing `/` and `/about` (spec §1 slogans). The shell renders it and the
 * API paints the same hero in the page's HTML before any script runs (ARCHITECTURE §1 "first visit").
 */
export const LANDING_HERO = {
  eyebrow: '임신 소식 공유 · 출산 선물 리스트',
  headline: '우리의 행복한 소식, 함께 나눠요',
  text: '따뜻한 소식 카드로 기쁨을 전하고, 꼭 필요한 선물만 편하게 받아보세요.',
  primary: '선물 리스트 만들기',
  secondary: '소식 공유하기',
} as const;

/** The landing's three asset groups as read for a page (null: empty, unknown or unreadable → built-in copy). */
export type LandingGroups = Record<'hero' | 'benefits' | 'features', AssetGroup | null>;

/** Which asset group (ARCHITECTURE §4.16) fills which part of the landing. */
export const LANDING_GROUP_CODES: Record<keyof LandingGroups, LandingAssetGroupCode> = {
  hero: 'landing-hero',
  benefits: 'landing-benefits',
  features: 'landing-features',
};

/**
 * Id of the JSON block in the landing's HTML holding the `LandingGroups` the server painted with, so
 * the page's first render shows exactly what was painted (then it reads the groups live).
 */
export const LANDING_DATA_ID = 'bn-landing-data';

/**
 * The hero of the landing: the `landing-hero` group's non-blank title replaces the headline, its main
 * image (full URL) replaces the drawn card.
 */
export function landingHero(group: Pick<AssetGroup, 'title' | 'mainImageUrl'> | null): { headline: string; imageUrl: string | null } {
  return { headline: group?.title?.trim() || LANDING_HERO.headline, imageUrl: group?.mainImageUrl || null };
}

/** Splits a headline after its first comma for the two-line hero ('우리의 행복한 소식,' / '함께 나눠요'). */
export function headlineLines(headline: string): [string, string | null] {
  const at = headline.indexOf(',');
  if (at < 0 || at === headline.length - 1) return [headline, null];
  return [headline.slice(0, at + 1), headline.slice(at + 1).trim()];
}
