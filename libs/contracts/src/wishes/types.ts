import type { GIFT_MSG } from '../pledges/gift-messages';
import type { OrderStatus } from '../reservations/rules';
import type { LinkType } from './rules';

/** Answer shapes of the wish list (spec §3, §7; ARCHITECTURE §4.7, §4.10, §4.22). */

/** Fields every read of a wish carries (public and owner). */
export interface WishGiftFields {
  /** Units wanted, 1–99. */
  quantity: number;
  /** Units reserved now (sum of live reservations); 0 for a group gift. */
  reservedQuantity: number;
  /** Takes pledges instead of reservations (needs a price). */
  groupGift: boolean;
  /** Sum of live pledges in KRW (0 unless a group gift). Never who gave what. */
  fundedAmount: number;
  /** Number of live pledges (0 unless a group gift). */
  giverCount: number;
}

/** A wish as everyone reads it; the gift fields (quantity, group gift) are ARCHITECTURE §4.22. */
export interface WishPublic extends WishGiftFields {
  id: number;
  title: string;
  description: string;
  link: string;
  linkType: LinkType;
  price: number | null;
  imageUrl: string | null;
  autoExtractedTitle: string | null;
  /** Fully reserved (all `quantity` units; a group gift: fully funded). */
  isReserved: boolean;
}

/** Owner's view of a wish: the public fields plus the reservation's status. */
export interface WishOwner extends WishPublic {
  imagePath: string | null;
  orderStatus: OrderStatus | null;
  /** Reservations of this wish that were cancelled (unreserved or set CANCELLED) (ARCHITECTURE §4.7). */
  cancelledReservationCount: number;
  /** The wish's PIN calls are locked now (after wrong PINs; ARCHITECTURE §4.7). */
  pinLocked: boolean;
}

/** Why a wish is listed as a near-duplicate. */
export type SimilarReason = keyof typeof GIFT_MSG.similarReason;

/** `GET /api/wish/similar/{eventCode}` → 200. */
export interface SimilarWishesResponse {
  candidates: Array<{ wishId: number; title: string; link: string; reason: SimilarReason }>;
}

/**
 * `POST /api/wish/linkPreview` → 200 (ARCHITECTURE "Universal add"): what the product page names, each
 * null when the page does not say it. `price` in KRW; `imagePath` the stored WebP picture (an upload key
 * under `wish/` the wish form sends as `imagePath`), `imageUrl` its public URL for the form's preview.
 */
export interface WishLinkPreview {
  title: string | null;
  price: number | null;
  imagePath: string | null;
  imageUrl: string | null;
}
