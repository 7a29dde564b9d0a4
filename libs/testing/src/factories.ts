import type {
  EventCreateInput,
  JoinRequest,
  LoginRequest,
  QuizCreateRequest,
  ReserveInput,
  WishCreateRequest,
  WishOwner,
  QuizOwner,
} from '@babynews/contracts';
import { memberBody, newsBody, quizBody, reserveBody, wishBody, type Overrides } from './bodies';
import { expectStatus, type ApiClient } from './client';

/** A signed-up member: the sign-up body (with the plain password) and the access token. */
export interface MemberActor {
  token: string;
  member: JoinRequest;
  username: string;
}

/** A member with a news page: `code` is the page's share code; `news` the body it was created with. */
export interface OwnerActor extends MemberActor {
  code: string;
  news: EventCreateInput;
}

/** A reserved wish: the wish as created and the reserve body that reserved it (eventCode, PIN...). */
export interface ReservedWish {
  wish: WishOwner;
  reservation: ReserveInput;
}

/** Options of the member factories: username prefix (e2e uses it to tell actors apart), field overrides. */
export interface MemberOptions {
  prefix?: string;
  member?: Partial<JoinRequest>;
}

/**
 * Test data built through the public API (never the database), one factory per actor of the spec:
 * member, owner with news, wish, reserved wish, quiz, administrator. Each throws an Error with the
 * route, status and body when the API does not answer the expected status.
 */
export interface Factories {
  /** Signs up through `POST /api/joinProc` (expects 201). */
  member(options?: MemberOptions): Promise<MemberActor>;
  /** A new member with a news page through `POST /api/event/create` (expects 201). */
  ownerWithNews(options?: MemberOptions & { news?: Overrides<EventCreateInput> }): Promise<OwnerActor>;
  /** A wish on the owner's page through `POST /api/wish/create/{code}` (expects 201). */
  wish(owner: Pick<OwnerActor, 'token' | 'code'>, overrides?: Overrides<WishCreateRequest>): Promise<WishOwner>;
  /** A wish reserved through `POST /api/wish/reserve/{id}` with the page's `eventCode` (expects 201). */
  reservedWish(
    owner: Pick<OwnerActor, 'token' | 'code'>,
    overrides?: { wish?: Overrides<WishCreateRequest>; reserve?: Overrides<ReserveInput> },
  ): Promise<ReservedWish>;
  /** A quiz on the owner's page through `POST /api/quiz/create/{code}` (expects 201). */
  quiz(owner: Pick<OwnerActor, 'token' | 'code'>, overrides?: Overrides<QuizCreateRequest>): Promise<QuizOwner>;
  /**
   * The administrator configured by ADMIN_USERNAME/ADMIN_PASSWORD (there is no API to create one),
   * signed in through the form-encoded `POST /api/loginProc` (expects 200).
   */
  admin(credentials: LoginRequest): Promise<{ token: string; username: string }>;
}

/** The factories over `client` (inject transport in API tests, HTTP in e2e). */
export function createFactories(client: ApiClient): Factories {
  const member = async ({ prefix, member: overrides }: MemberOptions = {}): Promise<MemberActor> => {
    const body = memberBody(prefix, overrides);
    const { accessToken } = expectStatus(await client.join(body), 201, 'joinProc');
    return { token: accessToken, member: body, username: body.username };
  };
  const wish: Factories['wish'] = async (owner, overrides) =>
    expectStatus(await client.createWish(owner.token, owner.code, wishBody(overrides)), 201, `wish/create/${owner.code}`);

  return {
    member,
    async ownerWithNews({ news: newsOverrides, ...options } = {}) {
      const actor = await member(options);
      const news = newsBody(newsOverrides);
      const { code } = expectStatus(await client.createEvent(actor.token, news), 201, 'event/create');
      return { ...actor, code, news };
    },
    wish,
    async reservedWish(owner, overrides = {}) {
      const created = await wish(owner, overrides.wish);
      const reservation = reserveBody(owner.code, overrides.reserve);
      expectStatus(await client.reserve(created.id, reservation), 201, `wish/reserve/${created.id}`);
      return { wish: created, reservation };
    },
    async quiz(owner, overrides) {
      return expectStatus(await client.createQuiz(owner.token, owner.code, quizBody(overrides)), 201, `quiz/create/${owner.code}`);
    },
    async admin(credentials) {
      const { accessToken } = expectStatus(await client.login(credentials), 200, 'loginProc');
      return { token: accessToken, username: credentials.username };
    },
  };
}
