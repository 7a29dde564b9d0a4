import type { PledgeResponse } from '@babynews/contracts';

/**
 * What a pledge goes to (ARCHITECTURE §4.22): a group gift (`remaining` = its price minus what is pledged,
 * KRW, the largest amount accepted) or the news page's 축의금 fund (no ceiling but GIFT_LIMITS.pledgeMax).
 */
export type PledgeTarget = { kind: 'GROUP_GIFT'; wishId: number; title: string; remaining: number } | { kind: 'FUND'; remaining: null };

export interface PledgeModalProps {
  target: PledgeTarget;
  /** Share code of the news page, sent with the pledge. */
  eventCode: string;
  onClose: () => void;
  /** After a 201 (the totals changed: the page reloads them quietly). */
  onPledged: (answer: PledgeResponse) => void;
  /** After a 409 that means the page is out of date (less remains, fully funded, fund closed): reload it. */
  onStale: () => void;
}
