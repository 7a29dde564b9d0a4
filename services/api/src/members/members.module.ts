import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptsModule } from '../attempts/attempts.module';
import { CoparentModule } from '../coparent/coparent.module';
import { EventsModule } from '../events/events.module';
import { FollowersModule } from '../followers/followers.module';
import { MailModule } from '../mail/mail.module';
import { PinsModule } from '../pins/pins.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AccountController } from './account.controller';
import { AccountRecoveryService } from './account-recovery.service';
import { AccountService } from './account.service';
import { AdminSeeder } from './admin-seeder.service';
import { EmailVerificationService } from './email-verification.service';
import { Member } from './member.entity';
import { MemberMailController } from './member-mail.controller';
import { MembersController } from './members.controller';
import { MembersService } from './members.service';
import { WithdrawalService } from './withdrawal.service';

/**
 * Members: storage, duplicate checks, my page, '내 정보' and withdrawal (ARCHITECTURE §4.21), administrator seeding,
 * e-mail verification, password reset and username reminder by mail (ARCHITECTURE §4.23).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Member]), AttemptsModule, CoparentModule, EventsModule, FollowersModule, MailModule, PinsModule, UploadsModule],
  controllers: [MembersController, AccountController, MemberMailController],
  providers: [MembersService, AdminSeeder, AccountService, WithdrawalService, EmailVerificationService, AccountRecoveryService],
  exports: [MembersService, EmailVerificationService, AccountService, WithdrawalService],
})
export class MembersModule {}
