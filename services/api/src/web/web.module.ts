import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { MembersModule } from '../members/members.module';
import { SiteModule } from '../site/site.module';
import { WebService } from './web.service';

/** Serving the front ends from the API process (routes are added in `registerWeb`). */
@Module({
  imports: [EventsModule, SiteModule, MembersModule],
  providers: [WebService],
  exports: [WebService],
})
export class WebModule {}
