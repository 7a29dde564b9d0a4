import { Controller, Param, UseGuards } from '@nestjs/common';
import {
  quizCreateRoute,
  quizDeleteRoute,
  quizManageRoute,
  quizSubmitRoute,
  type QuizCreateRequest,
  type QuizManageData,
  type QuizManageQuery,
  type QuizOwner,
  type QuizSubmitRequest,
  type QuizSubmitResponse,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody, RouteQuery } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { parsePage } from './quizzes.manage';
import { QuizzesService } from './quizzes.service';

/**
 * The quiz routes of the API table (`quizRoutes`, spec §7, ARCHITECTURE §4.9): creation, deletion and
 * the management read (owner only), and the visitors' submission (no login, strict per-address rate
 * limit, ARCHITECTURE §5).
 */
@Controller()
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  /** `quizCreateRoute` → 201 the quiz. */
  @Route(quizCreateRoute)
  @UseGuards(JwtAuthGuard)
  create(@CurrentMemberId() memberId: number, @Param('eventCode') code: string, @RouteBody(quizCreateRoute) body: QuizCreateRequest): Promise<QuizOwner> {
    return this.quizzes.create(memberId, code, body);
  }

  /** `quizDeleteRoute` → `{id}`; its options and submissions go with it. */
  @Route(quizDeleteRoute)
  @UseGuards(JwtAuthGuard)
  remove(@CurrentMemberId() memberId: number, @IdParam('quizId', 'QUIZ_NOT_FOUND') quizId: number): Promise<{ id: number }> {
    return this.quizzes.remove(memberId, quizId);
  }

  /**
   * `quizSubmitRoute` → 201; 404 for an unknown quiz, another page's code or another quiz's option alike;
   * 409 for a repeated contact (ARCHITECTURE §4.7, §4.9).
   */
  @Route(quizSubmitRoute)
  @StrictRateLimit()
  submit(@IdParam('quizId', 'QUIZ_NOT_FOUND') quizId: number, @RouteBody(quizSubmitRoute) body: QuizSubmitRequest): Promise<QuizSubmitResponse> {
    return this.quizzes.submit(quizId, body);
  }

  /** `quizManageRoute` → every quiz with options, one page of submissions and of the ranking. */
  @Route(quizManageRoute)
  @UseGuards(JwtAuthGuard)
  manage(@CurrentMemberId() memberId: number, @Param('eventCode') code: string, @RouteQuery(quizManageRoute) query: QuizManageQuery): Promise<QuizManageData> {
    return this.quizzes.manage(memberId, code, parsePage(query.page));
  }
}
