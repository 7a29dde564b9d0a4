import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { QuizEntity, QuizOptionEntity, QuizSubmissionEntity } from './quiz.entity';
import { QuizzesController } from './quizzes.controller';
import { QuizzesService } from './quizzes.service';

/** Quizzes of news pages (spec §2, ARCHITECTURE §4.9): `/api/quiz/*`; publishes `NewsChanged` for the pages it changes. */
@Module({
  imports: [TypeOrmModule.forFeature([QuizEntity, QuizOptionEntity, QuizSubmissionEntity]), EventsModule],
  controllers: [QuizzesController],
  providers: [QuizzesService],
})
export class QuizzesModule {}
