import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthAttempt } from './attempt.entity';
import { AttemptsService } from './attempts.service';
import { Clock } from '../common/clock';

/** Provides `AttemptsService` (DB-backed lockout counter) and its `Clock` to the modules that import it. */
@Module({
  imports: [TypeOrmModule.forFeature([AuthAttempt])],
  providers: [AttemptsService, Clock],
  exports: [AttemptsService, Clock],
})
export class AttemptsModule {}
