import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthAttempt } from './attempt.entity';
import { AttemptsService } from './attempts.service';

/** Provides `AttemptsService` (DB-backed lockout counter) to the modules that import it. */
@Module({
  imports: [TypeOrmModule.forFeature([AuthAttempt])],
  providers: [AttemptsService],
  exports: [AttemptsService],
})
export class AttemptsModule {}
