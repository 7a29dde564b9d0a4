import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { PinsModule } from '../pins/pins.module';
import { GuestbookController } from './guestbook.controller';
import { GuestbookEntryEntity } from './guestbook-entry.entity';
import { GuestbookOwnerService } from './guestbook-owner.service';
import { GuestbookPostLimits } from './guestbook-post-limits';
import { GuestbookService } from './guestbook.service';

/**
 * The congratulations guestbook of a news page (ARCHITECTURE "Guestbook"): relatives' entries with the share
 * code and a PIN, the page owner's read, hide and delete. Exports `GuestbookOwnerService` for the member's
 * data export. The retention round deletes due entries by SQL (`RetentionModule`, which imports no domain).
 */
@Module({
  imports: [TypeOrmModule.forFeature([GuestbookEntryEntity]), AttemptsModule, EventsModule, PinsModule],
  controllers: [GuestbookController],
  providers: [GuestbookService, GuestbookOwnerService, GuestbookPostLimits],
  exports: [GuestbookOwnerService],
})
export class GuestbookModule {}
