import type { ErrorCode } from '@babynews/contracts';
import { ApiRequestError } from './client';

/**
 * Helpers for a failed call (ARCHITECTURE §4.19): front ends branch on the error-code table's `code`,
 * never on an HTTP status or a message string. The one status a client still looks at is 0,
 * "the server was not reached" (isNetworkFailure).
 */

/** The `code` of a failed API call (e.g. 'RESERVATION_TAKEN'); null for a network failure, an answer without a known code, or anything that is not an ApiRequestError. */
export function errorCode(error: unknown): ErrorCode | null {
  return error instanceof ApiRequestError ? error.code : null;
}

/**
 * True when `error` is an ApiRequestError whose code is one of `codes`.
 * @example if (hasCode(caught, 'USERNAME_TAKEN', 'EMAIL_TAKEN')) showTaken();
 */
export function hasCode(error: unknown, ...codes: ErrorCode[]): boolean {
  const code = errorCode(error);
  return code !== null && codes.includes(code);
}

/** True when the call never reached the server (ApiRequestError with status 0, code null). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0;
}

/** Decides from a failed call whether its own message is shown (see errorMessage). */
export type MessageFilter = (error: ApiRequestError) => boolean;

/** Shows the message of any ApiRequestError (a network failure carries the call's fallbackMessage). */
export const always: MessageFilter = () => true;
/** Shows the message when the server answered; a network failure shows the fallback. */
export const answered: MessageFilter = (error) => error.status !== 0;
/**
 * Shows the message of a refusal: an answer with a code and a status below 500 (validation, conflicts,
 * limits...; the table gives each code one status, and the API answers it). Network failures, server errors
 * and answers without a code show the fallback.
 */
export const refused: MessageFilter = (error) => error.code !== null && error.status > 0 && error.status < 500;

/**
 * A filter that shows the server's message only for the listed codes.
 * @example errorMessage(caught, MSG.auth.adminLoginFailed, onlyCodes('LOGIN_LOCKED'))
 */
export function onlyCodes(...codes: ErrorCode[]): MessageFilter {
  return (error) => error.code !== null && codes.includes(error.code);
}

/**
 * The Korean text to show for a failed call (spec §8): the ApiRequestError's message (the server's
 * `message`, ARCHITECTURE §4.19, or the call's fallbackMessage) when `show(error)` allows it, else
 * `fallback` — also for anything thrown that is not an ApiRequestError.
 * @example errorMessage(caught, MSG.quiz.createFailed, answered)
 */
export function errorMessage(error: unknown, fallback: string, show: MessageFilter = always): string {
  return error instanceof ApiRequestError && show(error) ? error.message : fallback;
}
