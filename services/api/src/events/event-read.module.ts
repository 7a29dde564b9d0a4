import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { FollowersModule } from '../followers/followers.module';
import { QuizzesModule } from '../quizzes/quizzes.module';
import { ReservationsModule } from '../reservations/reservations.module';
import { UploadsModule } from '../uploads/uploads.module';
import { WishesModule } from '../wishes/wishes.module';
import { EventReadService } from './event-read.service';
import { EventsCache } from './events.cache';
import { EventsController } from './events.controller';
import { EventsModule } from './events.module';
import { LinkCardController } from './link-card.controller';
import { LinkCardService } from './link-card.service';

/**
 * The read of a whole news page by share code (spec §7 `GET /api/event/fetchInfoByCode/{code}`,
 * ARCHITECTURE §4.6) and `EventsController` (create and that read). It composes the domains a page shows
 * through their modules: wishes (`WishesService`), quizzes (`QuizzesService`), followers
 * (`FollowersService`) and the owner's reservation extras (`ReservationsOwnerService`); and the page's link
 * card (`LinkCardController`, `LinkCardService`, ARCHITECTURE "Cover photo and link card"), drawn from that
 * read. Exports `EventReadService` and `LinkCardService` (the HTML names the card); the read cache stays private.
 */
@Module({
  imports: [AttemptsModule, EventsModule, FollowersModule, QuizzesModule, ReservationsModule, UploadsModule, WishesModule],
  controllers: [EventsController, LinkCardController],
  providers: [EventReadService, EventsCache, LinkCardService],
  exports: [EventReadService, LinkCardService],
})
export class EventReadModule {}
