import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { PinsModule } from '../pins/pins.module';
import { PledgePasswordService } from './pledge-password';
import { PledgesController } from './pledges.controller';
import { PledgesService } from './pledges.service';

/** Group-gift and 축의금 fund pledges, their PIN lockouts and the owner's received mark (ARCHITECTURE §4.22). */
@Module({
  imports: [AttemptsModule, EventsModule, MailModule, PinsModule],
  controllers: [PledgesController],
  providers: [PledgesService, PledgePasswordService],
})
export class PledgesModule {}
