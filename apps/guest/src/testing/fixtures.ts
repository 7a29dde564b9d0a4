import type { EventInfo, PlannedWishPublic, ReservationViewData } from '@babynews/contracts';

/**
 * Fixtures of the guest remote's jsdom specs (test code only: no page imports this file). One place for
 * the read shapes, so a new field of `WishPublic` (e.g. the gift fields of ARCHITECTURE §4.22) is added here.
 */

/** A public wish of quantity 1, not reserved, not a group gift; `overrides` win. */
export function publicWish(overrides: Partial<PlannedWishPublic> = {}): PlannedWishPublic {
  return {
    id: 7,
    title: '아기 바운서',
    description: '',
    link: '',
    linkType: 'OTHERS',
    price: null,
    imageUrl: null,
    autoExtractedTitle: null,
    isReserved: false,
    quantity: 1,
    reservedQuantity: 0,
    groupGift: false,
    fundedAmount: 0,
    giverCount: 0,
    neededBy: null,
    mostWanted: false,
    sortOrder: 0,
    ...overrides,
  };
}

/** A public news page read (no fund unless given); `overrides` win. */
export function publicEvent(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    code: 'AbCdEf12',
    title: '우리 아기가 찾아왔어요',
    description: '',
    displayName: '엄마',
    username: 'owner_mom',
    wishList: [],
    quizList: [],
    fund: null,
    ...overrides,
  };
}

/** The reservation view data of one reservation of quantity 1; `overrides` win. */
export function reservationView(overrides: Partial<ReservationViewData> = {}): ReservationViewData {
  return {
    eventCode: 'AbCdEf12',
    eventOwnerDisplayName: '엄마',
    wishTitle: '아기 욕조',
    wishDescription: '',
    wishLink: '',
    wishImageUrl: null,
    orderStatus: 'PREPARING',
    postCode: '06236',
    address: '서울 강남구 테헤란로 1',
    detailAddress: '101호',
    reservationId: 'rsv_AAAAAAAAAAAAAAAAAAAAAA',
    quantity: 1,
    ...overrides,
  };
}
