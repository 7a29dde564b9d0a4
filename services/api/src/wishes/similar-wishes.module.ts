import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { SimilarWishesController } from './similar-wishes.controller';
import { SimilarWishesService } from './similar-wishes.service';

/** The wish editor's near-duplicate check (ARCHITECTURE §4.22); imported by `WishesModule`. */
@Module({
  imports: [EventsModule],
  controllers: [SimilarWishesController],
  providers: [SimilarWishesService],
})
export class SimilarWishesModule {}
