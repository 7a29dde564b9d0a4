import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { LinkPreviewModule } from '../link-preview/link-preview.module';
import { UploadsModule } from '../uploads/uploads.module';
import { SimilarWishesModule } from './similar-wishes.module';
import { WishLinkPreviewModule } from './wish-link-preview.module';
import { WishTitleFiller } from './wish-title.filler';
import { WishesController } from './wishes.controller';
import { WishesService } from './wishes.service';

/** The wish list: owner's create/update/delete, image checks, best-effort titles. */
@Module({
  imports: [EventsModule, UploadsModule, LinkPreviewModule, SimilarWishesModule, WishLinkPreviewModule],
  controllers: [WishesController],
  providers: [WishesService, WishTitleFiller],
  exports: [WishesService],
})
export class WishesModule {}
