import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { UploadsModule } from '../uploads/uploads.module';
import { WishesModule } from '../wishes/wishes.module';
import { PinLocks } from './pin-locks';
import { ReservationPasswordService } from './reservation-password';
import { ReservationsEventController } from './reservations-event.controller';
import { ReservationsController } from './reservations.controller';
import { ReservationsOwnerService } from './reservations-owner.service';
import { ReservationsService } from './reservations.service';
import { ReserverNameService } from './reserver-name.service';

/** Reservations without an account, their PIN locks, order status and the owner's view (ARCHITECTURE §4.7–4.8). */
@Module({
  imports: [AttemptsModule, EventsModule, UploadsModule, WishesModule],
  controllers: [ReservationsController, ReservationsEventController],
  providers: [ReservationsService, ReservationsOwnerService, ReservationPasswordService, PinLocks, ReserverNameService],
})
export class ReservationsModule {}
