import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { NoticeEntity } from './notice.entity';
import { NoticesController } from './notices.controller';
import { NoticesService } from './notices.service';

/** Notices (spec §2, §7; ARCHITECTURE §4.14): public `/api/notice/*`, administrators' `/api/admin/notice/*`; the list is read for the `/notice` HTML too. */
@Module({
  imports: [TypeOrmModule.forFeature([NoticeEntity]), UploadsModule],
  controllers: [NoticesController],
  providers: [NoticesService],
  exports: [NoticesService],
})
export class NoticesModule {}
