import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptsModule } from '../attempts/attempts.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { EventBirthController } from './event-birth.controller';
import { EventBirths } from './event-birth';
import { EventChanged } from './event-changed.service';
import { EventCircles } from './event-circles.service';
import { EventCirclesController } from './event-circles.controller';
import { EventCovers } from './event-cover';
import { EventEntity } from './event.entity';
import { EventManagementController } from './event-management.controller';
import { EventManagementService } from './event-management.service';
import { EventsService } from './events.service';
import { SurpriseGate } from './surprise-gate.service';

/**
 * News pages: their rows, edits and deletion, and the birth announcement (`EventBirths`, which mails
 * through `MailModule`). Exports `EventsService` (create, ownership checks, the
 * per-page caps), `EventChanged`, which every module that changes what a page shows publishes to, and
 * `SurpriseGate` (surprise mode on the owner's side, ARCHITECTURE §4.20) and `EventCircles` (the one resolution of
 * either circle's share code, ARCHITECTURE "Two circles"). The domains that show on a page
 * import this module; the read of a whole page composes them in `EventReadModule`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), AttemptsModule, MailModule, UploadsModule],
  controllers: [EventManagementController, EventBirthController, EventCirclesController],
  providers: [EventsService, EventChanged, EventManagementService, SurpriseGate, EventCovers, EventBirths, EventCircles],
  exports: [EventsService, EventChanged, SurpriseGate, EventCircles],
})
export class EventsModule {}
