import { Module } from '@nestjs/common';
import { QuizzesModule } from '../../quizzes/quizzes.module';
import { WishesModule } from '../../wishes/wishes.module';
import { EventsModule } from '../events.module';
import { EventSummaryController } from './summary.controller';
import { EventSummaryService } from './summary.service';

/**
 * The owner's wrap-up summary and its CSV (ARCHITECTURE §4.20): reads reservations, pledges and followers itself
 * and takes the wishes still wanted and the quiz ranking from `WishesModule` and `QuizzesModule`.
 */
@Module({
  imports: [EventsModule, QuizzesModule, WishesModule],
  controllers: [EventSummaryController],
  providers: [EventSummaryService],
})
export class EventSummaryModule {}
