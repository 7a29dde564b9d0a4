import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Member } from '../members/member.entity';
import { AdminController } from './admin.controller';
import { AdminMembersService } from './admin-members.service';
import { AdminStatsService } from './admin-stats.service';

/** Administration (spec §2 admin home and member pages, ARCHITECTURE §4.12–4.13): `/api/admin/member/*`, `/api/admin/fetchMember*`. */
@Module({
  imports: [TypeOrmModule.forFeature([Member])],
  controllers: [AdminController],
  providers: [AdminStatsService, AdminMembersService],
})
export class AdminModule {}
