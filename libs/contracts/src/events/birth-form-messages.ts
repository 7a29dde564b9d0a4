import { LIMITS_BIRTH } from './birth-limits';

/**
 * My page's words of the birth announcement: the editor's entry (also the editor's first save button) and the
 * line in the countdown's place. The editor's own texts are `BIRTH_MSG`.
 */
export const BIRTH_ENTRY_MSG = {
  announce: '출생 소식 올리기',
  edit: '출생 소식 수정',
  /** My page's line once the birth is announced (instead of the countdown). */
  myPageBorn: (date: string) => `${date} 출생`,
} as const;

/**
 * `BIRTH_MSG`: the birth announcement's texts outside the news page (ARCHITECTURE "Birth announcement"):
 * the request schema's Korean messages (the form's and the API's, in the form's order), the error code's and
 * the parent's editor. A table of its own, not part of the shared `MSG`, which every first
 * visit loads; the news page's words are `MSG.birth`.
 */
export const BIRTH_MSG = {
  bornAtRequired: '태어난 날짜와 시간을 입력해주세요.',
  bornAtFuture: '태어난 시간은 지금보다 앞이어야 해요.',
  babiesCount: `아기는 ${LIMITS_BIRTH.birthBabiesMin}명에서 ${LIMITS_BIRTH.birthBabiesMax}명까지 입력할 수 있어요.`,
  nameRequired: '아기 이름(태명)을 입력해주세요.',
  nameTooLong: `아기 이름(태명)은 ${LIMITS_BIRTH.birthNameMax}자 이내로 입력해주세요.`,
  weightInvalid: '몸무게는 0.3kg에서 7.0kg 사이로 소수점 한 자리까지 입력해주세요.',
  heightInvalid: '키는 20cm에서 70cm 사이로 소수점 한 자리까지 입력해주세요.',
  messageTooLong: `메시지는 ${LIMITS_BIRTH.birthMessageMax}자 이내로 입력해주세요.`,
  /** `BIRTH_NOT_FOUND`: taking down an announcement the page does not have. */
  notFound: '올린 출생 소식이 없어요.',
  // The editor (`/event/birth/{code}`; its entry on my page is `BIRTH_ENTRY_MSG`).
  pageTitle: '출생 소식',
  intro: '아기가 태어났나요? 축하드려요! 소식 페이지의 카운트다운 자리에 출생 소식이 보여요.',
  mailNotice: '처음 올릴 때 소식을 팔로우하는 분과 탄생 소식 받기를 신청한 가족·친구에게 메일로 한 번 알려 드려요.',
  dateLabel: '태어난 날',
  timeLabel: '태어난 시간',
  babyHeading: (n: number) => `${n}번째 아기`,
  nameLabel: '이름(태명)',
  namePlaceholder: '예: 하늘이',
  weightLabel: '몸무게 (kg, 선택)',
  heightLabel: '키 (cm, 선택)',
  addBaby: '아기 추가 (쌍둥이·세쌍둥이)',
  removeBaby: (n: number) => `${n}번째 아기 빼기`,
  photoLabel: '아기 사진 (선택)',
  photoHint: '소식 페이지에 정사각형 틀로 보여요.',
  messageLabel: '전하고 싶은 말 (선택)',
  messagePlaceholder: '가족과 친구들에게 전하고 싶은 말을 적어주세요.',
  save: '저장하기',
  saved: '출생 소식을 올렸어요.',
  updated: '출생 소식을 고쳤어요.',
  saveFailed: '출생 소식을 저장하지 못했어요. 다시 시도해주세요.',
  remove: '출생 소식 내리기',
  removeConfirmTitle: '출생 소식을 내릴까요?',
  removeConfirm: '소식 페이지가 다시 예정일 카운트다운을 보여줘요. 이미 보낸 소식 메일은 되돌릴 수 없어요.',
  removeCancel: '취소',
  removed: '출생 소식을 내렸어요.',
  removeFailed: '출생 소식을 내리지 못했어요. 다시 시도해주세요.',
  loading: '출생 소식을 불러오는 중입니다...',
} as const;
