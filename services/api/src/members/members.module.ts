import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptsModule } from '../attempts/attempts.module';
import { EventsModule } from '../events/events.module';
import { FollowersModule } from '../followers/followers.module';
import { PinsModule } from '../pins/pins.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminSeeder } from './admin-seeder.service';
import { Member } from './member.entity';
import { MembersController } from './members.controller';
import { MembersService } from './members.service';
import { WithdrawalService } from './withdrawal.service';

/** Members: storage, duplicate checks, my page, '내 정보' and withdrawal (ARCHITECTURE §4.21), administrator seeding. */
@Module({
  imports: [TypeOrmModule.forFeature([Member]), AttemptsModule, EventsModule, FollowersModule, PinsModule, UploadsModule],
  controllers: [MembersController, AccountController],
  providers: [MembersService, AdminSeeder, AccountService, WithdrawalService],
  exports: [MembersService],
})
export class MembersModule {}
