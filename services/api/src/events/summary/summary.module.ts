import { Module } from '@nestjs/common';
import { QuizzesModule } from '../../quizzes/quizzes.module';
import { UploadsModule } from '../../uploads/uploads.module';
import { WishesModule } from '../../wishes/wishes.module';
import { EventsModule } from '../events.module';
import { EventWrapUpController } from './summary.controller';
import { EventWrapUpService } from './summary.service';

/**
 * The owner's wrap-up summary and its CSV (ARCHITECTURE §4.20): reads reservations, pledges and followers itself
 * and takes the wishes still wanted and the quiz ranking from `WishesModule` and `QuizzesModule`, the birth photo's URL from `UploadsModule`.
 */
@Module({
  imports: [EventsModule, QuizzesModule, UploadsModule, WishesModule],
  controllers: [EventWrapUpController],
  providers: [EventWrapUpService],
  exports: [EventWrapUpService],
})
export class EventWrapUpModule {}
