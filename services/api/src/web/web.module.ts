import { Module } from '@nestjs/common';
import { EventReadModule } from '../events/event-read.module';
import { MembersModule } from '../members/members.module';
import { SiteModule } from '../site/site.module';
import { WebService } from './web.service';

/** Serving the front ends from the API process (routes are added in `registerWeb`). */
@Module({
  imports: [EventReadModule, SiteModule, MembersModule],
  providers: [WebService],
  exports: [WebService],
})
export class WebModule {}
