import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { RateLimitModule } from '../common/rate-limiters';
import { APP_CONFIG } from '../config/config.module';
import { MailAdminController } from './mail-admin.controller';
import { MailUnsubscribeController } from './mail-unsubscribe.controller';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { MailWorker } from './mail-worker.service';
import { MailService } from './mail.service';
import { Unsubscribe } from './unsubscribe';

/**
 * Mail (ARCHITECTURE §4.23): the outbox (`MailService.enqueue` in a change's transaction), the
 * delivery worker of this instance, the transport (SMTP or `.eml` files), the one-click unsubscribe
 * and the administrator's outbox routes. Exports `MailService`.
 */
@Module({
  imports: [AttemptsModule, RateLimitModule],
  controllers: [MailAdminController, MailUnsubscribeController],
  providers: [MailService, MailWorker, Unsubscribe, { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: createMailTransport }],
  exports: [MailService],
})
export class MailModule {}
