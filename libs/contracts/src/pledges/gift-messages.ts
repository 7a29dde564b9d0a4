/**
 * Limits and Korean texts of the family gifts (ARCHITECTURE §4.22): quantities, group gifts, pledges,
 * the 축의금 fund and the near-duplicate check, read by the wish, reservation, pledge and news page
 * schemas, the error-code table and the screens. Without zod, so a first visit can show them without
 * loading the schemas; a table of its own, not part of the shared `MSG` / `LIMITS`.
 */

import { GIFT_LABELS } from './gift-labels';

/** Limits of §4.22 (KRW for amounts, characters for texts). */
export const GIFT_LIMITS = {
  quantityMin: 1,
  quantityMax: 99,
  /** Smallest pledge (group gift or fund). */
  pledgeMin: 1_000,
  /** Largest single pledge and largest fund goal (same ceiling as a wish price). */
  pledgeMax: 1_000_000_000,
  pledgeMessageMax: 200,
  transferGuideMax: 500,
  /** Longest pledger name / contact (same as a reserver's). */
  pledgerNameMax: 50,
  pledgerContactMax: 100,
  /** Largest `title` / `link` of the similarity query. */
  similarTitleMax: 100,
  similarLinkMax: 2000,
} as const;

/** Korean texts of §4.22 (the error-code table and the screens use these). */
export const GIFT_MSG = {
  ...GIFT_LABELS,
  quantityInvalid: '수량은 1개 이상 99개 이하로 입력해주세요.',
  /** 409 when a reserve asks for more units than remain (n ≥ 1). */
  quantityRemaining: (remaining: number) => `남은 수량은 ${remaining}개입니다. ${remaining}개 이하로 선택해주세요.`,
  /** Owner lowered a wish's quantity below what is already reserved. */
  quantityBelowReserved: (reserved: number) => `이미 ${reserved}개가 예약되어 있어 그보다 적게 줄일 수 없습니다.`,
  remainingUnits: (remaining: number) => `${remaining}개 남음`,
  /** 400: a PIN call without `reservationId` on a wish with more than one reservation. */
  reservationIdRequired: "여러 분이 예약한 선물이라 내 예약을 찾을 수 없습니다. 예약했던 기기에서 '내 예약 확인'을 누르거나 예약 확인 링크로 다시 열어주세요.",
  quantityLabel: '수량',
  groupGiftInvalid: '함께 선물하기 설정이 올바르지 않습니다.',
  groupGiftNeedsPrice: '함께 선물하기는 가격을 입력해야 합니다.',
  /** groupGift switched while the wish has reservations or pledges. */
  giftModeLocked: '예약이나 참여가 있는 선물은 함께 선물하기 설정을 바꿀 수 없습니다.',
  /** Reserve called on a group gift. */
  groupGiftNotReservable: '함께 선물하기 상품은 금액으로 참여해주세요.',
  /** Pledge called on a wish that is not a group gift. */
  notGroupGift: '함께 선물하기 상품이 아닙니다.',
  /** 409: pledging to a fully funded group gift. */
  alreadyFunded: '이미 목표 금액이 모두 모였습니다.',
  /** 409: a pledge larger than what remains of the price (remaining as '40,000원'). */
  amountRemaining: (remaining: string) => `남은 금액은 ${remaining}입니다. 그 이하로 입력해주세요.`,
  amountRequired: '금액을 입력해주세요.',
  amountMin: '금액은 1,000원 이상 입력해주세요.',
  amountInvalid: '금액을 숫자로 올바르게 입력해주세요.',
  pledgeNameRequired: '이름을 입력해주세요.',
  pledgeContactRequired: '전화번호 또는 이메일을 입력해주세요.',
  pledgeMessageTooLong: '메시지는 200자 이하로 입력해주세요.',
  pledgeNotFound: '참여 정보를 찾을 수 없습니다.',
  pledgeDone: '참여해주셔서 감사합니다!',
  pledgeCancelled: '참여가 취소되었습니다.',
  pledgeCancelConfirm: '참여를 취소하시겠습니까?',
  pledgeReceivedInvalid: '받음 표시가 올바르지 않습니다.',
  /** Owner cancels nothing: a pledge already marked received cannot be cancelled by the pledger. */
  pledgeAlreadyReceived: '이미 전달이 확인된 참여는 취소할 수 없습니다. 소식 주인에게 문의해주세요.',
  fundClosed: '축의금 받기가 열려 있지 않습니다.',
  fundGoalInvalid: '목표 금액은 1,000원 이상으로 입력해주세요.',
  fundInvalid: '축의금 설정이 올바르지 않습니다.',
  transferGuideTooLong: '송금 안내는 500자 이하로 입력해주세요.',
  transferGuideTitle: '송금 안내',
  similarTitle: '이미 목록에 비슷한 선물이 있어요',
  similarSaveAnyway: '그래도 저장',
  /** 400 of the similarity query (`similarQuerySchema`): the title as the wish editor limits it. */
  similarTitleTooLong: '위시리스트 제목은 100자 이하로 입력해주세요.',
  similarLinkTooLong: '상품 링크는 2000자 이하로 입력해주세요.',
  similarQueryInvalid: '비슷한 선물을 확인할 수 없습니다. 입력 정보를 확인해주세요.',
  /** 400: a `reservationId` that is not a string of 1–64 characters (the PIN calls, the reserver-name query, the owner's status). */
  reservationIdInvalid: '예약 정보를 찾을 수 없습니다.',
  similarReason: {
    SAME_PRODUCT: '같은 상품 (다른 링크)',
    SAME_LINK: '같은 링크',
    SAME_TITLE: '같은 이름',
  },
  // ---- the parent's screens (apps/host): editor, reservation view, news form, summary
  similarCancel: '취소',
  groupGiftHint: '여러 사람이 금액을 나눠 함께 선물해요. 가격을 입력해야 해요.',
  quantityHint: '같은 선물을 여러 개 받을 수 있어요 (예: 기저귀 4박스).',
  quantityDecrease: '수량 줄이기',
  quantityIncrease: '수량 늘리기',
  /** One reservation's units on the owner's screens: '2개'. */
  units: (n: number) => `${n}개`,
  fundToggle: '축의금 받기',
  fundLegend: '축의금',
  fundGoalLabel: '목표 금액 (원)',
  fundGoalHint: '선택 입력 · 1,000원 이상',
  transferGuideHint: '예: 카카오뱅크 3333-00-1234567 홍길동 / 카카오페이 송금 링크',
  /** Owner's fund so far: '3명 · 150,000원'. */
  fundSoFar: (givers: number, amount: string) => `지금까지 ${givers}명 · ${amount}`,
  pledgeKind: { GROUP_GIFT: '함께 선물하기', FUND: '축의금' },
  pledgesTitle: '함께 선물하기 · 축의금',
  noPledges: '아직 참여한 사람이 없어요.',
  pledgeReceivedLabel: '받음 확인',
  pledgeReceivedFailed: '받음 표시를 저장하지 못했습니다. 다시 시도해주세요.',
  totalPledged: '모인 금액',
  totalFund: '축의금',
  totalReceived: '받음 확인',
  markDelivered: '선물을 받았어요 (배송 완료)',
  thankedLabel: '감사 인사 완료',
  fundedBadge: '모두 모였어요',
  pledgesLink: '참여 내역 보기',
  reservationsTitle: '예약 목록',
  // ---- the visitors' screens (apps/guest): wish list, reserve and pledge modals, fund section, pledge page
  pledgeAmountLabel: '금액 (원)',
  /** A quick pick of the pledge modal that takes what remains of a group gift. */
  pledgeAmountRest: '남은 금액 전부',
  pledgeMessageLabel: '메시지 (선택)',
  pledgePinHint: '참여 내역을 확인하거나 취소할 때 필요해요.',
  pledgeSubmit: '참여하기',
  pledgeFailed: '참여 중 오류가 발생했습니다. 다시 시도해주세요.',
  /** The pledge page opened without `?code=`. */
  pledgeLinkMissingCode: '참여 확인 링크가 올바르지 않습니다. 받은 소식 링크에서 다시 열어주세요.',
  pledgeViewLink: '내 참여 확인하기',
  pledgeGateTitle: '내 참여 확인',
  pledgeGateText: '참여할 때 정한 4자리 비밀번호를 입력해주세요.',
  pledgeTitle: '참여 내역',
  pledgeReceived: '소식 주인이 전달을 확인했어요',
  pledgeNotReceived: '아직 전달 확인 전이에요',
  pledgeCancelButton: '참여 취소하기',
  transferGuideCopy: '송금 안내 복사하기',
  transferGuideCopied: '송금 안내를 복사했어요.',
} as const;
