import { Param, Query, type PipeTransform } from '@nestjs/common';
import { ADMIN_MSG, firstMessage, parseAdminPage } from '@babynews/contracts';
import type { z } from 'zod';
import { DomainError } from '../common/domain-error';

/**
 * Pipe for a query string parsed by a zod schema from `@babynews/contracts`.
 * @throws DomainError `VALIDATION_FAILED` (400) with the first failed check's Korean message.
 */
export class ZodQueryPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new DomainError('VALIDATION_FAILED', { message: firstMessage(result.error) });
    return result.data;
  }
}

/** Handler parameter: the whole query string parsed by `schema` (`@ZodQuery(dateRangeQuerySchema) range: DateRange`). */
export const ZodQuery = (schema: z.ZodType): ParameterDecorator => Query(new ZodQueryPipe(schema));

/** Pipe of the 0-based `{page}` segment (ARCHITECTURE §4.12). @throws DomainError `VALIDATION_FAILED` (400, ADMIN_MSG.pageInvalid). */
export class AdminPagePipe implements PipeTransform<string, number> {
  transform(raw: string): number {
    const page = parseAdminPage(raw);
    if (page === null) throw new DomainError('VALIDATION_FAILED', { message: ADMIN_MSG.pageInvalid, detail: `bad page ${JSON.stringify(raw).slice(0, 20)}` });
    return page;
  }
}

/** Handler parameter: `@AdminPage() page: number` from the `page` path segment. */
export const AdminPage = (): ParameterDecorator => Param('page', new AdminPagePipe());
