import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ThanksController } from './thanks.controller';
import { ThanksService } from './thanks.service';

/** The parent's thank-you notes to relatives (ARCHITECTURE "Thank-you notes"). */
@Module({
  imports: [AttemptsModule, MailModule, UploadsModule],
  controllers: [ThanksController],
  providers: [ThanksService],
})
export class ThanksModule {}
