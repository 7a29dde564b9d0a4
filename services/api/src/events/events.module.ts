import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptsModule } from '../attempts/attempts.module';
import { FollowersModule } from '../followers/followers.module';
import { UploadsModule } from '../uploads/uploads.module';
import { EventEntity } from './event.entity';
import { EventManagementController } from './event-management.controller';
import { EventManagementService } from './event-management.service';
import { EventsCache } from './events.cache';
import { EventsController } from './events.controller';
import { NewsReadService } from './news-read.service';
import { EventsService } from './events.service';
import { NewsChanged } from './news-changed';
import { SurpriseGate } from './surprise-gate';

/**
 * News pages. Exports `NewsReadService` (the one read of a page by code) and `NewsChanged`, which
 * every module that changes what a page shows publishes to; `SurpriseGate` (surprise mode on the
 * owner's side, ARCHITECTURE §4.20); the read cache stays private.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), FollowersModule, AttemptsModule, UploadsModule],
  controllers: [EventsController, EventManagementController],
  providers: [EventsService, EventsCache, NewsChanged, NewsReadService, EventManagementService, SurpriseGate],
  exports: [EventsService, NewsReadService, NewsChanged, SurpriseGate],
})
export class EventsModule {}
