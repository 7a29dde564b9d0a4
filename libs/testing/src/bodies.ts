import type { EventCreateInput, JoinRequest, QuizCreateRequest, ReserveInput, WishCreateRequest } from '@babynews/contracts';

/**
 * Valid request bodies for the API tests and e2e, one default each (override any field). Field names
 * are the specification's (spec §3, ARCHITECTURE §4). Overrides may carry invalid values on purpose.
 */

/** Overrides of a body: any field of `T`, with any value (a test may send an invalid one), plus unknown fields. */
export type Overrides<T> = { [K in keyof T]?: unknown } & Record<string, unknown>;

let counter = 0;

/** A short id unique within this process and (time + randomness) across processes and runs. */
function uniqueId(): string {
  counter++;
  const time = (Date.now() % 36 ** 5).toString(36);
  const random = Math.floor(Math.random() * 36 ** 2).toString(36);
  return `${time}${counter.toString(36)}${random}`;
}

/** The sign-up consent step with every required box ticked and marketing declined (ARCHITECTURE §4.24). */
export const SIGNUP_CONSENTS = { terms: true, privacy: true, age14: true } as const;

/** The password every generated member signs up with (8+ characters, ARCHITECTURE §4.1). */
export const MEMBER_PASSWORD = 'happy-baby-2026';

/**
 * A valid, unique `POST /api/joinProc` body: username `<prefix>_<id>` (`[a-z0-9_]{4,20}`), e-mail and
 * nickname (`엄마<id>`, at most 20 characters) derived from the same id, and the required consents (SIGNUP_CONSENTS). `prefix` is lower-cased and
 * shortened so the username fits.
 */
export function memberBody(prefix = 'user', overrides: Partial<JoinRequest> = {}): JoinRequest {
  const id = uniqueId();
  const safe =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '')
      .slice(0, 20 - id.length - 1) || 'u';
  return {
    username: `${safe}_${id}`,
    password: MEMBER_PASSWORD,
    email: `${safe}.${id}@example.com`,
    displayName: `엄마${id}`,
    consents: SIGNUP_CONSENTS,
    ...overrides,
  };
}

/** The address every generated news page uses (owner-only fields, never public). */
export const NEWS_ADDRESS = { postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '101호' } as const;

/** A valid `POST /api/event/create` body. */
export function newsBody(overrides: Overrides<EventCreateInput> = {}): EventCreateInput {
  return { title: '우리 아기가 찾아왔어요', description: '내년 봄에 만나요', ...NEWS_ADDRESS, ...overrides } as EventCreateInput;
}

/** A valid `POST /api/wish/create/{eventCode}` body (a Coupang link, 39,000 KRW). */
export function wishBody(overrides: Overrides<WishCreateRequest> = {}): Partial<WishCreateRequest> {
  return {
    title: '아기 욕조',
    description: '접이식이면 좋아요',
    link: 'https://www.coupang.com/vp/products/123',
    price: 39000,
    ...overrides,
  } as Partial<WishCreateRequest>;
}

/**
 * The reserver of every generated reservation: name, contact, 4-digit PIN (spec §5) and the ticked box of
 * the relatives' notice (`privacyConsent`, ARCHITECTURE §4.24).
 */
export const RESERVER = { reservedName: '이모', reservedEmail: '010-1234-5678', reservedPassword: '1234', privacyConsent: true } as const;

/** A valid `POST /api/wish/reserve/{wishId}` body for the news page `eventCode` (ARCHITECTURE §4.7). */
export function reserveBody(eventCode: string, overrides: Overrides<ReserveInput> = {}): ReserveInput {
  return { eventCode, ...RESERVER, ...overrides } as ReserveInput;
}

/** A valid `POST /api/quiz/create/{eventCode}` body: 3 options, the second correct (ARCHITECTURE §4.9). */
export function quizBody(overrides: Overrides<QuizCreateRequest> = {}): QuizCreateRequest {
  return {
    question: '아기의 태명은 무엇일까요?',
    options: [
      { text: '콩이', correct: false },
      { text: '복덩이', correct: true },
      { text: '튼튼이', correct: false },
    ],
    ...overrides,
  } as QuizCreateRequest;
}
