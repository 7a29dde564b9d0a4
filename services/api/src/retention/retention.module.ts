import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { Anonymizer } from './anonymizer.service';
import { RetentionService } from './retention.service';

/**
 * Retention of relatives' data (ARCHITECTURE §4.24): the daily job that anonymises what is due, and the
 * `Anonymizer` the reservation and pledge domains use for the relative's own erase. Reads the tables of
 * those domains by SQL only, so it imports none of them (they import it).
 */
@Module({
  imports: [AttemptsModule],
  providers: [Anonymizer, RetentionService],
  exports: [Anonymizer, RetentionService],
})
export class RetentionModule {}
