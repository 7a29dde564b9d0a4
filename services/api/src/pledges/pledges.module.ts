import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PinsModule } from '../pins/pins.module';
import { RetentionModule } from '../retention/retention.module';
import { PledgeEraseController } from './pledge-erase.controller';
import { PledgeEraseService } from './pledge-erase.service';
import { PledgePasswordService } from './pledge-password';
import { PledgePinResetService } from './pledge-pin-reset.service';
import { PledgesController } from './pledges.controller';
import { PledgesService } from './pledges.service';

/**
 * Group-gift and 축의금 fund pledges, their PIN lockouts and the owner's received mark (ARCHITECTURE §4.22);
 * exports the pledge side of the mailed PIN reset (§4.23), which `POST /api/pin/reset` completes.
 */
@Module({
  imports: [AttemptsModule, EventsModule, MailModule, NotificationsModule, PinsModule, RetentionModule],
  controllers: [PledgesController, PledgeEraseController],
  providers: [PledgesService, PledgePasswordService, PledgePinResetService, PledgeEraseService],
  exports: [PledgePinResetService],
})
export class PledgesModule {}
