/**
 * The family-gift texts a news page and its wish list show on a first visit (ARCHITECTURE §4.22): the
 * wish card's group-gift and units lines and the 축의금 fund section. Kept apart from the rest of
 * `GIFT_MSG` (which spreads them in) so that a first visit loads these few instead of every gift message;
 * the first-visit components read `GIFT_LABELS`, everything else `GIFT_MSG`.
 */
export const GIFT_LABELS = {
  /** Public list: '4개 중 2개 예약됨'. */
  reservedOf: (reserved: number, quantity: number) => `${quantity}개 중 ${reserved}개 예약됨`,
  groupGiftLabel: '함께 선물하기',
  /** Progress under a group gift: '120,000원 / 400,000원 · 3명 참여'. */
  fundedOf: (funded: string, price: string, givers: number) => `${funded} / ${price} · ${givers}명 참여`,
  fullyFunded: '목표 금액이 모두 모였어요. 감사합니다!',
  fundTitle: '축의금 마음 전하기',
  noPaymentNotice: '아기소식은 결제를 처리하지 않아요. 약속을 기록하고 소식 주인에게 알려드려요.',
  /** Opens the reservation page without a reservationId: the PIN finds the reservation (ARCHITECTURE §4.22). */
  myReservation: '내 예약 확인',
  /** The fund's total when it has no goal: '총 150,000원 · 3명 참여'. */
  fundTotal: (amount: string, givers: number) => `총 ${amount} · ${givers}명 참여`,
  fundPledgeButton: '축의금 전하기',
} as const;
