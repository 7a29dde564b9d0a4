import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptsModule } from '../attempts/attempts.module';
import { UploadsModule } from '../uploads/uploads.module';
import { EventChanged } from './event-changed.service';
import { EventCovers } from './event-cover';
import { EventEntity } from './event.entity';
import { EventManagementController } from './event-management.controller';
import { EventManagementService } from './event-management.service';
import { EventsService } from './events.service';
import { SurpriseGate } from './surprise-gate.service';

/**
 * News pages: their rows, edits and deletion. Exports `EventsService` (create, ownership checks, the
 * per-page caps), `EventChanged`, which every module that changes what a page shows publishes to, and
 * `SurpriseGate` (surprise mode on the owner's side, ARCHITECTURE §4.20). The domains that show on a page
 * import this module; the read of a whole page composes them in `EventReadModule`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), AttemptsModule, UploadsModule],
  controllers: [EventManagementController],
  providers: [EventsService, EventChanged, EventManagementService, SurpriseGate, EventCovers],
  exports: [EventsService, EventChanged, SurpriseGate],
})
export class EventsModule {}
