import { isErrorCode, type ErrorCode } from '@babynews/contracts';

/**
 * The error code (ARCHITECTURE §4.19, `libs/contracts/src/errors.ts`) of a failed API call: the
 * ApiRequestError's `code`, else the `code` of its parsed body; null for anything else (network
 * failure, a thrown non-API error, an unknown code).
 */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!error || typeof error !== 'object') return null;
  const direct = (error as { code?: unknown }).code;
  if (isErrorCode(direct)) return direct;
  const body = (error as { body?: unknown }).body;
  const fromBody = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return isErrorCode(fromBody) ? fromBody : null;
}

/** Codes under which the reservation's PIN calls are refused for now (ARCHITECTURE §4.7, §5). */
export const LOCK_CODES: readonly ErrorCode[] = ['RESERVATION_LOCKED', 'RESERVATION_LOCKED_UNTIL_UNLOCKED', 'ATTEMPT_BUDGET_EXCEEDED'];

/** Codes meaning "no such reservation here": unknown wish, wrong share code, or not reserved. */
export const MISSING_CODES: readonly ErrorCode[] = ['RESERVATION_NOT_FOUND', 'WISH_NOT_FOUND', 'NEWS_NOT_FOUND', 'NOT_FOUND'];
