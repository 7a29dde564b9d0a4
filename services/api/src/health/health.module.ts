import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { Readiness } from './readiness';

/** `/api/health/live` and `/api/health/ready` (@nestjs/terminus) and the instance's `Readiness` (ARCHITECTURE §5). */
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [Readiness],
  exports: [Readiness],
})
export class HealthModule {}

/** The instance's lifecycle state, public for the modules that import HealthModule (the metrics' readiness gauge). */
export { Readiness };
