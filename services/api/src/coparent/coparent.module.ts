import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { CoparentController } from './coparent.controller';
import { CoparentService } from './coparent.service';

/** The co-parent of a news page (ARCHITECTURE "Two parents"). Exports `CoparentService` for the withdrawal's handover. */
@Module({
  imports: [AttemptsModule, EventsModule, MailModule, NotificationsModule],
  controllers: [CoparentController],
  providers: [CoparentService],
  exports: [CoparentService],
})
export class CoparentModule {}
