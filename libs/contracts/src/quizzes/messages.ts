/**
 * `MSG.quiz`: quizzes: creation, answers, management (spec §5, §8; ARCHITECTURE §4.9).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_QUIZ = {
  answerAll: '모든 퀴즈의 답을 선택해주세요.',
  contactRequired: '이름과 연락처를 모두 입력해주세요.',
  alreadySubmitted: '이미 해당 연락처로 퀴즈를 제출하셨습니다. 다른 연락처를 사용해주세요.',
  submitInputError: '입력 정보를 확인해주세요.',
  submitFailed: '제출 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  questionRequired: '퀴즈 질문을 입력해주세요.',
  questionTooLong: '퀴즈 질문은 200자 이하로 입력해주세요.',
  optionRequired: '모든 보기를 입력해주세요.',
  optionTooLong: '보기는 100자 이하로 입력해주세요.',
  optionCount: '보기는 2개 이상 5개 이하여야 합니다.',
  exactlyOneCorrect: '정답은 하나만 선택해주세요.',
  createFailed: '퀴즈 생성 중 오류가 발생했습니다.',
  notFound: '퀴즈를 찾을 수 없습니다.',
  /** 'quiz submitted' of spec §2/§4, shown after success and on later visits. */
  submitted: '퀴즈 제출 완료',
  /** Some of several submissions failed (`count` of them); the page lists which ones. */
  partialFailed: (count: number) => `${count}개의 퀴즈를 제출하지 못했습니다. 실패한 퀴즈만 다시 제출해주세요.`,
  saving: '저장 중...',
  deleteConfirm: '이 퀴즈를 삭제하시겠습니까? 제출된 답변도 함께 삭제되며 복구할 수 없습니다.',
  deleted: '퀴즈가 삭제되었습니다.',
  deleteFailed: '퀴즈 삭제 중 오류가 발생했습니다.',
  manageLoadFailed: '퀴즈 정보를 불러오지 못했습니다.',
  manageEmpty: '아직 만든 퀴즈가 없어요.',
  noSubmissions: '아직 제출된 답변이 없어요.',
  tooMany: '퀴즈는 최대 20개까지 만들 수 있습니다.',
} as const;
