/**
 * Every API path the test client calls, written once (ARCHITECTURE §4: all under `/api`, names exactly the
 * specification's). Path parameters are URL-encoded here.
 */
const p = (value: string | number) => encodeURIComponent(String(value));

export const ROUTES = {
  join: () => '/api/joinProc',
  login: () => '/api/loginProc',
  myPage: () => '/api/member/getMyPageData',
  createEvent: () => '/api/event/create',
  updateEvent: (code: string) => `/api/event/update/${p(code)}`,
  deleteEvent: (code: string) => `/api/event/delete/${p(code)}`,
  fetchInfoByCode: (code: string) => `/api/event/fetchInfoByCode/${p(code)}`,
  follow: (code: string) => `/api/event/follow/${p(code)}`,
  createWish: (eventCode: string) => `/api/wish/create/${p(eventCode)}`,
  deleteWish: (wishId: number | string) => `/api/wish/delete/${p(wishId)}`,
  reserve: (wishId: number | string) => `/api/wish/reserve/${p(wishId)}`,
  unreserve: (wishId: number | string) => `/api/wish/unreserve/${p(wishId)}`,
  reserverStatus: (wishId: number | string) => `/api/wish/orderStatus/${p(wishId)}`,
  ownerReservation: (wishId: number | string) => `/api/wish/reservation/${p(wishId)}`,
  reservationView: (wishId: number | string) => `/api/event/fetchWishReservedData/${p(wishId)}`,
  reserverName: (wishId: number | string) => `/api/event/fetchWishReserverName/${p(wishId)}`,
  createQuiz: (eventCode: string) => `/api/quiz/create/${p(eventCode)}`,
  submitQuiz: (quizId: number | string) => `/api/quiz/submit/${p(quizId)}`,
  manageQuizzes: (eventCode: string) => `/api/quiz/manage/${p(eventCode)}`,
  deleteQuiz: (quizId: number | string) => `/api/quiz/delete/${p(quizId)}`,
} as const;
