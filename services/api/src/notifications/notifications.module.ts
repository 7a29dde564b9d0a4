import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { NotificationScheduler } from './notification-scheduler.service';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Notifications to page owners (ARCHITECTURE §4.23): the member's mode (`/api/member/notificationSettings`),
 * the events recorded on the changes' transactions and the 20:00 Asia/Seoul digest of each instance.
 * Exports `NotificationsService`, which the reservation, pledge and quiz domains call in their transactions.
 */
@Module({
  imports: [AttemptsModule, EventsModule, MailModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationSettingsService, NotificationScheduler],
  exports: [NotificationsService],
})
export class NotificationsModule {}
