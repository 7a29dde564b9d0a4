import type {
  ApiError,
  EventCreateInput,
  EventDeletedResponse,
  EventInfo,
  EventSummary,
  FollowState,
  JoinRequest,
  LoginRequest,
  MyPageData,
  OrderStatusResponse,
  OwnerReservationView,
  QuizCreateRequest,
  QuizManageData,
  QuizOwner,
  QuizSubmitRequest,
  QuizSubmitResponse,
  ReservationPasswordRequest,
  ReservationViewData,
  ReserveInput,
  ReserveResponse,
  ReserverNameResponse,
  ReserverStatusRequest,
  TokenResponse,
  WishCreateRequest,
  WishOwner,
} from '@babynews/contracts';
import {
  eventCreateRoute,
  eventDeleteRoute,
  eventReadRoute,
  eventUpdateRoute,
  followRoute,
  joinRoute,
  loginRoute,
  memberConsentsAgreeRoute,
  myPageRoute,
  ownerViewRoute,
  quizCreateRoute,
  quizDeleteRoute,
  quizManageRoute,
  quizSubmitRoute,
  reserveRoute,
  reservedDataRoute,
  reserverNameRoute,
  reserverStatusRoute,
  unreserveRoute,
  wishCreateRoute,
  wishDeleteRoute,
  type RouteBody,
  type RouteDeclaration,
  type RouteInput,
  type RouteOutput,
} from '@babynews/contracts';
import { SIGNUP_CONSENTS } from './bodies';
import { routePath } from './routes';
import type { HttpMethod, Transport, TransportRequest } from './transport';

/**
 * One answer of the typed client. `body` is typed as the route's success shape `T`; when `status` is
 * not a success status it is the `ApiError` body instead (read it with `apiError(reply)`).
 * `text` is the raw response text (to assert what a body must never contain); `headers` the response
 * headers, names lower-case (`reply.headers['content-type']`).
 */
export interface Reply<T> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string>;
}

/** The error body of a failed reply (`{statusCode, code, message, error}`, ARCHITECTURE §4.19). */
export function apiError(reply: Reply<unknown>): ApiError {
  return reply.body as ApiError;
}

/**
 * The body of `reply` when its status is `status`; otherwise throws an Error naming `what`, the status
 * and the raw body (so a failed fixture says why).
 */
export function expectStatus<T>(reply: Reply<T>, status: number, what: string): T {
  if (reply.status !== status) throw new Error(`${what} answered ${reply.status} (expected ${status}): ${reply.text}`);
  return reply.body;
}

/** Token of the caller: a member's or administrator's access token, or null for an anonymous call. */
type Token = string | null;

/** `{eventCode, password}` of the password gate and the cancel call (ARCHITECTURE §4.7). */
export type PinRequest = ReservationPasswordRequest;

/**
 * A typed client with one method per API route the tests use (request bodies are the contracts'
 * request types, replies the contracts' response types; methods and paths from the API table). Bodies are sent as given:
 * an invalid body is the caller's choice (validation tests pass `unknown` through `raw`).
 */
export interface ApiClient {
  /** The transport underneath, for a route the client does not name. */
  readonly transport: Transport;
  /** Any call, untyped: `raw('POST', path, {body})`. */
  raw<T = unknown>(method: HttpMethod, path: string, request?: TransportRequest): Promise<Reply<T>>;
  /**
   * A call of route `route` of the API table (ARCHITECTURE "The API table"): method and path from the
   * table, `input.params`/`query`/`body` as the route declares them, the reply typed by its output schema.
   */
  route<R extends Pick<RouteDeclaration, 'method' | 'path' | 'bodyEncoding'>>(route: R, input: RouteInput<R>, token?: Token): Promise<Reply<RouteOutput<R>>>;
  /** `joinRoute` (`POST /api/joinProc`) → 201 `{accessToken}` (ARCHITECTURE §4.1). */
  join(body: JoinRequest): Promise<Reply<TokenResponse>>;
  /** `loginRoute` (`POST /api/loginProc`), form-encoded → 200 `{accessToken}` (ARCHITECTURE §4.2). */
  login(body: LoginRequest): Promise<Reply<TokenResponse>>;
  /**
   * `memberConsentsAgreeRoute` (`POST /api/member/consents`) with every required box ticked → 200: a member
   * who signed up before the current documents agrees again (ARCHITECTURE §4.24).
   */
  agreeToConsents(token: Token): Promise<Reply<RouteOutput<typeof memberConsentsAgreeRoute>>>;
  /** `myPageRoute` (`GET /api/member/getMyPageData`) → 200. */
  myPage(token: Token): Promise<Reply<MyPageData>>;
  /** `eventCreateRoute` → 201 `{code, title, description}` (ARCHITECTURE §4.4–4.5). */
  createEvent(token: Token, body: EventCreateInput): Promise<Reply<EventSummary>>;
  /** `eventUpdateRoute` → 200. */
  updateEvent(token: Token, code: string, body: EventCreateInput): Promise<Reply<EventSummary>>;
  /** `eventDeleteRoute` → 200. */
  deleteEvent(token: Token, code: string): Promise<Reply<EventDeletedResponse>>;
  /** `eventReadRoute` → 200 (public read, or the owner's with their token). */
  fetchInfoByCode(code: string, token?: Token): Promise<Reply<EventInfo>>;
  /** `followRoute` → 200 (ARCHITECTURE §4.6). */
  follow(token: Token, code: string): Promise<Reply<FollowState>>;
  /** `wishCreateRoute` → 201 the wish as its owner sees it (the body is sent as given). */
  createWish(token: Token, eventCode: string, body: Partial<WishCreateRequest>): Promise<Reply<WishOwner>>;
  /** `wishDeleteRoute` → 200 `{id}`. */
  deleteWish(token: Token, wishId: number): Promise<Reply<{ id: number }>>;
  /** `reserveRoute` → 201 (ARCHITECTURE §4.7). */
  reserve(wishId: number, body: ReserveInput): Promise<Reply<ReserveResponse>>;
  /** `unreserveRoute` → 200 (`reservationId` required once the wish has several reservations). */
  unreserve(wishId: number, body: PinRequest): Promise<Reply<ReserveResponse>>;
  /** `reservedDataRoute` → 200 (`reservationId` as for `unreserve`). */
  reservationView(wishId: number, body: PinRequest): Promise<Reply<ReservationViewData>>;
  /** `reserverNameRoute` → 200 the masked name. */
  reserverName(wishId: number, eventCode: string): Promise<Reply<ReserverNameResponse>>;
  /** `reserverStatusRoute` → 200 (ARCHITECTURE §4.8). */
  reserverStatus(wishId: number, body: ReserverStatusRequest): Promise<Reply<OrderStatusResponse>>;
  /** `ownerViewRoute` (owner) → 200. */
  ownerReservation(token: Token, wishId: number): Promise<Reply<OwnerReservationView>>;
  /** `POST /api/quiz/create/{eventCode}` → 201 the quiz with its options (ARCHITECTURE §4.9). */
  createQuiz(token: Token, eventCode: string, body: QuizCreateRequest): Promise<Reply<QuizOwner>>;
  /** `POST /api/quiz/submit/{quizId}` `{eventCode, selectedOptionId, name, contactInfo, privacyConsent}` → 201 `{quizId, submitted: true}` (ARCHITECTURE §4.7). */
  submitQuiz(quizId: number, body: QuizSubmitRequest): Promise<Reply<QuizSubmitResponse>>;
  /** `GET /api/quiz/manage/{eventCode}` (owner) → 200. */
  manageQuizzes(token: Token, eventCode: string): Promise<Reply<QuizManageData>>;
  /** `DELETE /api/quiz/delete/{quizId}` (owner) → 200 `{id}`. */
  deleteQuiz(token: Token, quizId: number): Promise<Reply<{ id: number }>>;
}

/** The typed client over `transport` (inject in API tests, HTTP in e2e). */
export function createApiClient(transport: Transport): ApiClient {
  const call = async <T>(method: HttpMethod, path: string, request?: TransportRequest): Promise<Reply<T>> => {
    const reply = await transport.request(method, path, request);
    return { status: reply.status, body: reply.body as T, text: reply.text, headers: reply.headers };
  };
  const route: ApiClient['route'] = (declared, input, token = null) => {
    const { params, query, body } = input as { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };
    const sent = body === undefined ? {} : declared.bodyEncoding === 'form' ? { form: body as Record<string, string> } : { body };
    return call(declared.method, routePath(declared, params), { token, ...(query ? { query } : {}), ...sent });
  };
  return {
    transport,
    raw: call,
    route,
    join: (body) => route(joinRoute, { body }),
    login: (body) => route(loginRoute, { body }),
    agreeToConsents: (token) => route(memberConsentsAgreeRoute, { body: SIGNUP_CONSENTS }, token),
    myPage: (token) => route(myPageRoute, {}, token),
    createEvent: (token, body) => route(eventCreateRoute, { body }, token),
    updateEvent: (token, code, body) => route(eventUpdateRoute, { params: { code }, body }, token),
    deleteEvent: (token, code) => route(eventDeleteRoute, { params: { code } }, token),
    fetchInfoByCode: (code, token) => route(eventReadRoute, { params: { code } }, token),
    follow: (token, code) => route(followRoute, { params: { code } }, token),
    createWish: (token, eventCode, body) => route(wishCreateRoute, { params: { eventCode }, body: body as RouteBody<typeof wishCreateRoute> }, token),
    deleteWish: (token, wishId) => route(wishDeleteRoute, { params: { id: wishId } }, token),
    reserve: (wishId, body) => route(reserveRoute, { params: { wishId }, body }),
    unreserve: (wishId, body) => route(unreserveRoute, { params: { wishId }, body }),
    reservationView: (wishId, body) => route(reservedDataRoute, { params: { wishId }, body }),
    reserverName: (wishId, eventCode) => route(reserverNameRoute, { params: { id: wishId }, query: { eventCode } }),
    reserverStatus: (wishId, body) => route(reserverStatusRoute, { params: { wishId }, body }),
    ownerReservation: (token, wishId) => route(ownerViewRoute, { params: { wishId } }, token),
    createQuiz: (token, eventCode, body) => route(quizCreateRoute, { params: { eventCode }, body }, token),
    submitQuiz: (quizId, body) => route(quizSubmitRoute, { params: { quizId }, body }),
    manageQuizzes: (token, eventCode) => route(quizManageRoute, { params: { eventCode }, query: {} }, token),
    deleteQuiz: (token, quizId) => route(quizDeleteRoute, { params: { quizId } }, token),
  };
}
