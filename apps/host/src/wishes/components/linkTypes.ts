import type { LinkType } from '@babynews/contracts';

/** Shop names shown next to a wish link (ARCHITECTURE §4.10 link types). */
export const LINK_TYPE_LABELS: Record<LinkType, string> = {
  COUPANG: '쿠팡',
  ALIEXPRESS: '알리익스프레스',
  SSG: 'SSG',
  OLIVEYOUNG: '올리브영',
  OTHERS: '기타 쇼핑몰',
};
