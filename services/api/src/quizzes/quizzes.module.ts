import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { QuizEntity, QuizOptionEntity, QuizSubmissionEntity } from './quiz.entity';
import { QuizzesController } from './quizzes.controller';
import { QuizzesService } from './quizzes.service';

/**
 * Quizzes of news pages (spec §2, ARCHITECTURE §4.9): `/api/quiz/*`; publishes `EventChanged` for the pages it
 * changes. Exports `QuizzesService` (a page's public quiz list and answer ranking for the page read and the summary).
 */
@Module({
  imports: [TypeOrmModule.forFeature([QuizEntity, QuizOptionEntity, QuizSubmissionEntity]), EventsModule, NotificationsModule],
  controllers: [QuizzesController],
  providers: [QuizzesService],
  exports: [QuizzesService],
})
export class QuizzesModule {}
