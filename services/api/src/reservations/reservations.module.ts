import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PinsModule } from '../pins/pins.module';
import { PledgesModule } from '../pledges/pledges.module';
import { RetentionModule } from '../retention/retention.module';
import { UploadsModule } from '../uploads/uploads.module';
import { WishesModule } from '../wishes/wishes.module';
import { PinResetController } from './pin-reset.controller';
import { PinResetService } from './pin-reset.service';
import { ReservationEraseController } from './reservation-erase.controller';
import { ReservationEraseService } from './reservation-erase.service';
import { ReservationPasswordService } from './reservation-password';
import { ReservationsEventController } from './reservations-event.controller';
import { ReservationsController } from './reservations.controller';
import { ReservationsOwnerService } from './reservations-owner.service';
import { ReservationsService } from './reservations.service';
import { ReserverNameService } from './reserver-name.service';

/**
 * Reservations without an account, their PINs (through `PinsModule`), order status and the owner's view
 * (ARCHITECTURE §4.7–4.8). Exports `ReservationsOwnerService`, whose `withOwnerExtras` the owner's news read adds.
 */
@Module({
  imports: [AttemptsModule, EventsModule, MailModule, NotificationsModule, PinsModule, PledgesModule, RetentionModule, UploadsModule, WishesModule],
  controllers: [ReservationsController, ReservationsEventController, PinResetController, ReservationEraseController],
  providers: [PinResetService, ReservationsService, ReservationEraseService, ReservationsOwnerService, ReservationPasswordService, ReserverNameService],
  exports: [ReservationsOwnerService],
})
export class ReservationsModule {}
