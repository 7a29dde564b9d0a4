import { ApiRequestError } from './client';

/**
 * HTTP status of a failed call: the ApiRequestError's `status` (0 for a network failure), and 0
 * for anything else that was thrown.
 */
export function errorStatus(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 0;
}

/** True when `error` is an ApiRequestError whose status is one of `statuses` (e.g. 404). */
export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiRequestError && statuses.includes(error.status);
}

/** Decides from a failed call's status whether its own message is shown (see errorMessage). */
export type MessageFilter = (status: number) => boolean;

/** Shows the message of any ApiRequestError (a network failure carries the call's fallbackMessage). */
export const always: MessageFilter = () => true;
/** Shows the message when the server answered (status ≠ 0); a network failure shows the fallback. */
export const answered: MessageFilter = (status) => status !== 0;
/** Shows the message of a refusal (status ≠ 0 and < 500); network and server errors show the fallback. */
export const refused: MessageFilter = (status) => status !== 0 && status < 500;

/**
 * The Korean text to show for a failed call (spec §8): the ApiRequestError's message (the server's
 * `message`, DESIGN §4, or the call's fallbackMessage) when `show(status)` allows it, else
 * `fallback` — also for anything thrown that is not an ApiRequestError.
 * @example errorMessage(caught, MSG.quiz.createFailed, answered)
 */
export function errorMessage(error: unknown, fallback: string, show: MessageFilter = always): string {
  return error instanceof ApiRequestError && show(error.status) ? error.message : fallback;
}
