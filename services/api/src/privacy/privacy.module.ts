import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventReadModule } from '../events/event-read.module';
import { EventsModule } from '../events/events.module';
import { EventWrapUpModule } from '../events/summary/summary.module';
import { GuestbookModule } from '../guestbook/guestbook.module';
import { MembersModule } from '../members/members.module';
import { QuizzesModule } from '../quizzes/quizzes.module';
import { ReservationsModule } from '../reservations/reservations.module';
import { UploadsModule } from '../uploads/uploads.module';
import { MemberExportService } from './member-export.service';
import { PrivacyController } from './privacy.controller';

/**
 * The member's data rights (ARCHITECTURE §4.24): `POST /api/member/export` and the withdrawal's counts,
 * reading through the owner-side services of the other modules.
 */
@Module({
  imports: [AttemptsModule, EventsModule, EventReadModule, EventWrapUpModule, GuestbookModule, MembersModule, QuizzesModule, ReservationsModule, UploadsModule],
  controllers: [PrivacyController],
  providers: [MemberExportService],
})
export class PrivacyModule {}
