import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { UploadsModule } from '../uploads/uploads.module';
import { WishesModule } from '../wishes/wishes.module';
import { ReservationPasswordService } from './reservation-password';
import { ReservationsEventController } from './reservations-event.controller';
import { ReservationsController } from './reservations.controller';
import { ReservationsService } from './reservations.service';

/** Reservations without an account, their password lock and order status (issue 4, DESIGN §4.7–4.8). */
@Module({
  imports: [AttemptsModule, EventsModule, UploadsModule, WishesModule],
  controllers: [ReservationsController, ReservationsEventController],
  providers: [ReservationsService, ReservationPasswordService],
})
export class ReservationsModule {}
