/**
 * `MSG.parent`: the parent's side of a news page: due date, stages, surprise mode, wrap-up summary (ARCHITECTURE §4.20); the wish and reservation screens read it too.
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_PARENT = {
  dueDateInvalid: '출산 예정일은 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요.',
  surpriseModeInvalid: '깜짝 모드는 켜기 또는 끄기로 선택해주세요.',
  revealAtInvalid: '공개일은 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요.',
  neededByInvalid: '필요 시기는 목록에 있는 값 중에서 선택해주세요.',
  mostWantedInvalid: "'꼭 필요해요' 표시는 켜기 또는 끄기로 선택해주세요.",
  sortOrderInvalid: '정렬 순서는 0 이상의 정수로 입력해주세요.',
  reorderInvalid: '순서를 바꿀 위시리스트 항목을 확인해주세요.',
  thankedInvalid: '감사 인사 여부를 선택해주세요.',
  mostWantedMark: '꼭 필요해요',
  unstaged: '언제든 좋아요',
  expectedMonth: (year: number, month: number) => `${year}년 ${month}월쯤`,
  countdownDays: (days: number) => `D-${days}`,
  countdownToday: 'D-day',
  overdue: (days: number) => `예정일이 ${days}일 지났어요`,
  hideCountdown: '소식 페이지에 D-day 카운트다운을 표시하지 않아요',
  hideCountdownInvalid: '카운트다운 숨기기는 켜기 또는 끄기로 선택해주세요.',
  dueDateLabel: (date: string) => `출산 예정일 ${date}`,
  surpriseNotice: (date: string | null) =>
    date
      ? `깜짝 모드예요. 부모님은 ${date}부터 예약하신 분의 이름을 볼 수 있어요.`
      : '깜짝 모드예요. 부모님이 깜짝 모드를 끄면 예약하신 분의 이름을 볼 수 있어요.',
  surpriseHidden: (date: string | null) => (date ? `깜짝 모드: ${date}부터 예약하신 분이 공개돼요.` : '깜짝 모드: 모드를 끄면 예약하신 분이 공개돼요.'),
  hiddenName: '비공개',
  summaryTitle: '정리 요약',
  summaryLoadFailed: '요약을 불러오지 못했습니다. 다시 시도해주세요.',
  thankedProgress: (done: number, total: number) => `감사 인사 ${done}/${total}`,
  thankedFailed: '감사 인사 표시를 저장하지 못했습니다. 다시 시도해주세요.',
  csvDownload: 'CSV 내려받기',
  csvFailed: 'CSV를 내려받지 못했습니다. 다시 시도해주세요.',
  print: '인쇄하기',
  noReservations: '아직 예약된 선물이 없어요.',
  noUnreserved: '모든 선물이 예약되었어요.',
  noQuizParticipants: '아직 퀴즈에 참여한 사람이 없어요.',
  reorderFailed: '순서를 바꾸지 못했습니다. 다시 시도해주세요.',
  moveUp: (title: string) => `${title} 위로 옮기기`,
  moveDown: (title: string) => `${title} 아래로 옮기기`,
} as const;
