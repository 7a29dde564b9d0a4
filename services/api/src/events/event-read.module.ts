import { Module } from '@nestjs/common';
import { FollowersModule } from '../followers/followers.module';
import { QuizzesModule } from '../quizzes/quizzes.module';
import { ReservationsModule } from '../reservations/reservations.module';
import { WishesModule } from '../wishes/wishes.module';
import { EventReadService } from './event-read.service';
import { EventsCache } from './events.cache';
import { EventsController } from './events.controller';
import { EventsModule } from './events.module';

/**
 * The read of a whole news page by share code (spec §7 `GET /api/event/fetchInfoByCode/{code}`,
 * ARCHITECTURE §4.6) and `EventsController` (create and that read). It composes the domains a page shows
 * through their modules: wishes (`WishesService`), quizzes (`QuizzesService`), followers
 * (`FollowersService`) and the owner's reservation extras (`ReservationsOwnerService`). Exports
 * `EventReadService`; the read cache stays private.
 */
@Module({
  imports: [EventsModule, FollowersModule, QuizzesModule, ReservationsModule, WishesModule],
  controllers: [EventsController],
  providers: [EventReadService, EventsCache],
  exports: [EventReadService],
})
export class EventReadModule {}
