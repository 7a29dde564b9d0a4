/**
 * Answer shapes of pledges and of the news page's 축의금 fund (ARCHITECTURE §4.22). Amounts are KRW
 * integers; times ISO-8601 strings in UTC.
 */

/** `POST /api/wish/pledge/{wishId}` / `POST /api/event/pledge/{code}` → 201. `transferGuide`: the page's fund guide (only here and in the PIN view). */
export interface PledgeResponse {
  pledgeId: string;
  amount: number;
  transferGuide: string | null;
}

export type PledgeKind = 'GROUP_GIFT' | 'FUND';

/** `POST /api/pledge/view/{pledgeId}` `{eventCode, password}` → the pledger's own view. */
export interface PledgeView {
  pledgeId: string;
  kind: PledgeKind;
  eventCode: string;
  eventOwnerDisplayName: string;
  /** Group gift's title, null for the fund. */
  wishTitle: string | null;
  name: string;
  contact: string;
  amount: number;
  message: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  received: boolean;
  transferGuide: string | null;
}

/** The news page's fund in the public read (no transfer guide, no givers' names or amounts). */
export interface FundPublic {
  enabled: boolean;
  goal: number | null;
  pledgedAmount: number;
  giverCount: number;
}

/** The fund as its owner reads it (with the transfer guide). */
export interface FundOwner extends FundPublic {
  transferGuide: string | null;
}

/** One pledge as the owner sees it; `name`/`contact`/`message` null while surprise mode hides givers. */
export interface OwnerPledgeRow {
  pledgeId: string;
  kind: PledgeKind;
  wishId: number | null;
  wishTitle: string | null;
  name: string | null;
  contact: string | null;
  message: string | null;
  amount: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  received: boolean;
  /** A thank-you note went to this pledge's relative (ARCHITECTURE "Thank-you notes"). */
  thankYouSent: boolean;
  /** The relative left a receipt e-mail, so a note can go (the address itself is never shown). */
  thankYouPossible: boolean;
}

/** `POST /api/pledge/cancel/{pledgeId}` → 200: the pledge is gone and its amount off the totals. */
export interface PledgeCancelResponse {
  pledgeId: string;
  cancelled: true;
}

/** `PUT /api/pledge/{pledgeId}/received` → 200. */
export interface PledgeReceivedResponse {
  pledgeId: string;
  received: boolean;
}
