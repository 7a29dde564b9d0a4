import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FollowersModule } from '../followers/followers.module';
import { EventEntity } from './event.entity';
import { EventManagementController } from './event-management.controller';
import { EventManagementService } from './event-management.service';
import { EventsCache } from './events.cache';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

/** News pages; exports `EventsCache` so later modules invalidate pages they change. */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), FollowersModule],
  controllers: [EventsController, EventManagementController],
  providers: [EventsService, EventsCache, EventManagementService],
  exports: [EventsService, EventsCache],
})
export class EventsModule {}
