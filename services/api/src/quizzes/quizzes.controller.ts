import { Controller, Delete, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  quizCreateSchema,
  quizSubmitSchema,
  type QuizCreateRequest,
  type QuizManageData,
  type QuizOwner,
  type QuizSubmitRequest,
  type QuizSubmitResponse,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { QuizDeletedDto, QuizManageDataDto, QuizOwnerDto, QuizSubmitResponseDto } from './dto/quiz.dto';
import { parsePage } from './quizzes.manage';
import { QuizzesService } from './quizzes.service';

/**
 * Quiz routes of spec §7 and ARCHITECTURE §4.9 under `/api/quiz`: creation, deletion and the management
 * read (owner only), and the visitors' submission (no login, strict per-IP rate limit, ARCHITECTURE §5).
 */
@ApiTags('quiz')
@Controller('quiz')
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  /** `POST /api/quiz/create/{eventCode}` `{question, options[{text, correct}]}` → 201 the quiz. */
  @Post('create/:eventCode')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: QuizOwnerDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '퀴즈 질문을 입력해주세요. / 모든 보기를 입력해주세요. / 정답은 하나만 선택해주세요. ...' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
  create(@CurrentMemberId() memberId: number, @Param('eventCode') code: string, @ZodBody(quizCreateSchema) body: QuizCreateRequest): Promise<QuizOwner> {
    return this.quizzes.create(memberId, code, body);
  }

  /** `DELETE /api/quiz/delete/{quizId}` → 200 `{id}`; its options and submissions go with it. */
  @Delete('delete/:quizId')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: QuizDeletedDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '퀴즈를 찾을 수 없습니다.' })
  remove(@CurrentMemberId() memberId: number, @IdParam('quizId', 'QUIZ_NOT_FOUND') quizId: number): Promise<{ id: number }> {
    return this.quizzes.remove(memberId, quizId);
  }

  /**
   * `POST /api/quiz/submit/{quizId}` `{eventCode, selectedOptionId, name, contactInfo}` → 201; 404 for an unknown
   * quiz, another page's code or another quiz's option alike; 409 for a repeated contact (ARCHITECTURE §4.7, §4.9).
   */
  @Post('submit/:quizId')
  @StrictRateLimit()
  @ApiCreatedResponse({ type: QuizSubmitResponseDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: '소식 링크 정보가 없습니다. 받은 소식 링크에서 다시 열어주세요. / 이름과 연락처를 모두 입력해주세요. ...',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '퀴즈를 찾을 수 없습니다.' })
  @ApiConflictResponse({ type: ApiErrorDto, description: '이미 해당 연락처로 퀴즈를 제출하셨습니다. 다른 연락처를 사용해주세요.' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  submit(@IdParam('quizId', 'QUIZ_NOT_FOUND') quizId: number, @ZodBody(quizSubmitSchema) body: QuizSubmitRequest): Promise<QuizSubmitResponse> {
    return this.quizzes.submit(quizId, body);
  }

  /** `GET /api/quiz/manage/{eventCode}?page=0` → every quiz with options, one page of submissions and of the ranking. */
  @Get('manage/:eventCode')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: QuizManageDataDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
  @ApiQuery({ name: 'page', required: false, description: '0-based page of submissions and ranking (LIMITS.quizSubmissionsPageSize each)' })
  manage(@CurrentMemberId() memberId: number, @Param('eventCode') code: string, @Query('page') page?: string): Promise<QuizManageData> {
    return this.quizzes.manage(memberId, code, parsePage(page));
  }
}
