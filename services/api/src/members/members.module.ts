import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { FollowersModule } from '../followers/followers.module';
import { AdminSeeder } from './admin-seeder.service';
import { Member } from './member.entity';
import { MembersController } from './members.controller';
import { MembersService } from './members.service';

/** Members: storage, duplicate checks, my page, administrator seeding. */
@Module({
  imports: [TypeOrmModule.forFeature([Member]), EventsModule, FollowersModule],
  controllers: [MembersController],
  providers: [MembersService, AdminSeeder],
  exports: [MembersService],
})
export class MembersModule {}
