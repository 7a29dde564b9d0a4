/**
 * Korean texts of the relatives' own erase and of anonymised rows (ARCHITECTURE §4.24). Outside `MSG`:
 * only the reservation and pledge pages (lazy chunks) and the API read them, so a first visit does not
 * carry them.
 */
export const ERASE_MSG = {
  /** The name an anonymised row keeps: `n` numbers the page's rows of one kind in their order (1, 2, …). */
  anonymousName: (n: number) => `선물한 분 ${n}`,
  /** The action on the reservation and pledge pages. */
  action: '내 정보 삭제',
  dialogTitle: '내 정보를 삭제할까요?',
  /** What erasing a reservation does: still '준비중' (`deletes`) or already on its way (`anonymises`). */
  reservationDeletes: '예약이 취소되고 이름·연락처·이메일이 바로 삭제돼요. 선물은 다른 분이 예약할 수 있게 돼요. 되돌릴 수 없어요.',
  reservationAnonymises:
    '이미 배송이 시작된 선물이라 예약은 그대로 남아요. 이름·연락처·이메일은 삭제되고 부모님께는 "선물한 분"으로만 보여요. 되돌릴 수 없어요.',
  /** What erasing a pledge does: not yet received (`deletes`) or received (`anonymises`). */
  pledgeDeletes: '참여가 취소되고 이름·연락처·메시지가 바로 삭제돼요. 금액도 모인 금액에서 빠져요. 되돌릴 수 없어요.',
  pledgeAnonymises:
    '부모님이 이미 받으신 참여라 금액은 그대로 남아요. 이름·연락처·이메일·메시지는 삭제되고 부모님께는 "선물한 분"으로만 보여요. 되돌릴 수 없어요.',
  confirm: '삭제하기',
  keep: '그만두기',
  /** The result, after the call. */
  deleted: '내 정보를 삭제했어요. 예약·참여도 취소되었어요.',
  anonymized: '내 정보를 삭제했어요. 선물 기록은 이름 없이 남아요.',
  failed: '삭제하지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;
