import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { LinkPreviewModule } from '../link-preview/link-preview.module';
import { UploadsModule } from '../uploads/uploads.module';
import { WishLinkPreviewController } from './wish-link-preview.controller';
import { WishLinkPreviewService } from './wish-link-preview.service';

/** '링크로 채우기' (ARCHITECTURE "Universal add"); imported by `WishesModule`. */
@Module({
  imports: [EventsModule, LinkPreviewModule, UploadsModule],
  controllers: [WishLinkPreviewController],
  providers: [WishLinkPreviewService],
})
export class WishLinkPreviewModule {}
