import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

/** Site content (spec §2, §7; ARCHITECTURE §4.16): asset groups and the home popup, public reads and admin edits. */
@Module({
  imports: [UploadsModule],
  controllers: [SiteController],
  providers: [SiteService],
  exports: [SiteService],
})
export class SiteModule {}
