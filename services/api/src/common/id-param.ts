import { Param, type PipeTransform } from '@nestjs/common';
import type { ErrorCode } from '@babynews/contracts';
import { DomainError } from './domain-error';

/** Largest id a path may carry: the ids are 32-bit signed INT columns on both databases. */
export const MAX_ID = 2_147_483_647;

/**
 * Parses a numeric id from a URL path segment: 1 to 10 decimal digits, value 1..MAX_ID (2^31−1).
 * @returns the id, or null for anything else (sign, spaces, zero, too large, not a number).
 */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Pipe for a numeric id route parameter. An id that cannot exist answers exactly like an unknown
 * resource of that route (e.g. `WISH_NOT_FOUND`), never a validation error, and never reaches the
 * database (ARCHITECTURE §5 ownership: nothing tells a malformed id from a missing one).
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: ErrorCode) {}

  /** @throws DomainError(notFound) unless `raw` passes `parseId`. */
  transform(raw: string): number {
    const id = parseId(raw);
    if (id === null) throw new DomainError(this.notFound, { detail: `invalid id ${JSON.stringify(raw).slice(0, 40)}` });
    return id;
  }
}

/**
 * Handler parameter: `@IdParam('wishId', 'WISH_NOT_FOUND') wishId: number` — the route parameter
 * `name` parsed by `IdParamPipe`.
 */
export const IdParam = (name: string, notFound: ErrorCode): ParameterDecorator => Param(name, new IdParamPipe(notFound));
