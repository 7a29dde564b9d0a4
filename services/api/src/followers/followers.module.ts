import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { FollowersController } from './followers.controller';
import { FollowersService } from './followers.service';

/** Followers of news pages (ARCHITECTURE §4.6); `FollowersService` is used by the event and my-page reads. */
@Module({
  imports: [EventsModule],
  controllers: [FollowersController],
  providers: [FollowersService],
  exports: [FollowersService],
})
export class FollowersModule {}
