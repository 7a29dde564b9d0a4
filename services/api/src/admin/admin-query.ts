import { Param, type PipeTransform } from '@nestjs/common';
import { ADMIN_MSG, parseAdminPage } from '@babynews/contracts';
import { DomainError } from '../common/domain-error';

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
