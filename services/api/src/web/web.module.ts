import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventReadModule } from '../events/event-read.module';
import { MembersModule } from '../members/members.module';
import { NoticesModule } from '../notices/notices.module';
import { SiteModule } from '../site/site.module';
import { WebService } from './web.service';
import { WebDocument } from './web-document';

/** Serving the front ends from the API process (routes are added in `registerWeb`). */
@Module({
  imports: [AttemptsModule, EventReadModule, SiteModule, MembersModule, NoticesModule],
  providers: [WebDocument, WebService],
  exports: [WebService],
})
export class WebModule {}
