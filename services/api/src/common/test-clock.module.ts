import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { TestClockController } from './test-clock.controller';

/** The test-only clock control (`TestClockController`); `AppModule` imports it only when `config.testClockControl`. */
@Module({ imports: [AttemptsModule], controllers: [TestClockController] })
export class TestClockModule {}
