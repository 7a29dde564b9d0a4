import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventEntity } from './event.entity';
import { EventsCache } from './events.cache';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

/** News pages; exports `EventsCache` so later modules invalidate pages they change. */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity])],
  controllers: [EventsController],
  providers: [EventsService, EventsCache],
  exports: [EventsService, EventsCache],
})
export class EventsModule {}
