import { Module } from '@nestjs/common';
import { EventsModule } from '../events.module';
import { EventSummaryController } from './summary.controller';
import { EventSummaryService } from './summary.service';

/** The owner's wrap-up summary and its CSV (ARCHITECTURE §4.20); reads wishes, reservations, followers and quiz answers. */
@Module({
  imports: [EventsModule],
  controllers: [EventSummaryController],
  providers: [EventSummaryService],
})
export class EventSummaryModule {}
