import type { ErrorCode } from '@babynews/contracts';

/** Codes under which the reservation's PIN calls are refused for now (ARCHITECTURE §4.7, §5). */
export const LOCK_CODES: readonly ErrorCode[] = ['RESERVATION_LOCKED', 'RESERVATION_LOCKED_UNTIL_UNLOCKED', 'ATTEMPT_BUDGET_EXCEEDED'];

/** Codes meaning "no such reservation here": unknown wish, wrong share code, or not reserved. */
export const MISSING_CODES: readonly ErrorCode[] = ['RESERVATION_NOT_FOUND', 'WISH_NOT_FOUND', 'NEWS_NOT_FOUND', 'NOT_FOUND'];
