import { eventBirthDeleteRoute, eventBirthRoute, type EventBirthDeletedResponse, type EventBirthInput, type NewsBirth } from '@babynews/contracts';
import type { Overrides } from './bodies';
import type { ApiClient, Reply } from './client';

/**
 * Birth announcement calls and bodies (ARCHITECTURE "Birth announcement") for the API tests and e2e alike,
 * over any `ApiClient`, paths from the API table (`eventBirthRoute`, `eventBirthDeleteRoute`).
 */

/** The announced baby of every generated body: 하늘이, 3.2 kg, 50 cm. */
export const BIRTH_BABY = { name: '하늘이', weightKg: 3.2, heightCm: 50 } as const;

/**
 * A valid `PUT /api/event/birth/{code}` body: one baby born `bornAt` (default an hour before the test's
 * clock, as an ISO instant in UTC), with the parent's words; override any field (`message: undefined` leaves it out).
 */
export function birthBody(overrides: Overrides<EventBirthInput> = {}): EventBirthInput {
  return {
    bornAt: new Date(Date.now() - 3_600_000).toISOString(),
    babies: [{ ...BIRTH_BABY }],
    message: '건강하게 태어났어요. 축하해 주셔서 고마워요!',
    ...overrides,
  } as EventBirthInput;
}

/** The birth calls of the typed client (bodies passed as given, so validation tests can send anything). */
export interface BirthApi {
  /** `PUT /api/event/birth/{code}` (owner) → 200 the stored announcement. */
  announce(token: string | null, code: string, body: unknown): Promise<Reply<NewsBirth>>;
  /** `DELETE /api/event/birth/{code}` (owner) → 200 `{code, birth: null}`. */
  remove(token: string | null, code: string): Promise<Reply<EventBirthDeletedResponse>>;
}

/** `BirthApi` over `api`. */
export function birthApi(api: ApiClient): BirthApi {
  return {
    announce: (token, code, body) => api.route(eventBirthRoute, { params: { code }, body: body as EventBirthInput }, token),
    remove: (token, code) => api.route(eventBirthDeleteRoute, { params: { code } }, token),
  };
}
