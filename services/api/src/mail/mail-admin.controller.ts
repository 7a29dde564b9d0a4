import { Controller, UseGuards } from '@nestjs/common';
import { mailRoutes as routes, type MailRetryResponse, type MailStats } from '@babynews/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { Route } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { MailService } from './mail.service';

/** The administrator's outbox routes (`mailRoutes.adminStats`, `adminRetry`; ARCHITECTURE §4.23), behind `AdminGuard`. */
@UseGuards(AdminGuard)
@Controller()
export class MailAdminController {
  constructor(private readonly mail: MailService) {}

  /** `mailRoutes.adminStats` → `{pending, sending, sent, failed}`. */
  @Route(routes.adminStats)
  stats(): Promise<MailStats> {
    return this.mail.stats();
  }

  /** `mailRoutes.adminRetry` → `{id, status: 'pending'}`; 404 MAIL_NOT_FOUND, 409 MAIL_NOT_FAILED. */
  @Route(routes.adminRetry)
  retry(@IdParam('id', 'MAIL_NOT_FOUND') id: number): Promise<MailRetryResponse> {
    return this.mail.retry(id);
  }
}
