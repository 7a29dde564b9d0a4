import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  dateRangeQuerySchema,
  LIMITS,
  memberSearchQuerySchema,
  type AdminMemberDetails,
  type AdminMemberPage,
  type DailySignups,
  type DateRange,
  type MemberSearch,
  type SignupStats,
} from '@babynews/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { IdParam } from '../common/id-param';
import { AdminPage, ZodQuery } from './admin-query';
import { AdminMembersService } from './admin-members.service';
import { AdminStatsService } from './admin-stats.service';
import { AdminMemberDetailsDto, AdminMemberPageDto, DailySignupsDto, SignupStatsDto } from './dto/admin.dto';

const RANGE_DOC = "ISO-8601 date-time with zone, or 'YYYY-MM-DD' (a whole day in Asia/Seoul)";
const RANGE_ERRORS = '시작일과 종료일을 모두 입력해주세요. / 날짜 형식이 올바르지 않습니다. / 시작일은 종료일보다 늦을 수 없습니다.';

/**
 * Administration routes of spec §7 under `/api/admin` (ARCHITECTURE §4.12–4.13): sign-up statistics,
 * the member list (15 a page, 0-based `{page}`) and a member's details. Every route is behind
 * `AdminGuard` (a current token whose member is ROLE_ADMIN in the database, ARCHITECTURE §5).
 */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: '로그인이 필요합니다.' })
@ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
@Controller('admin')
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly members: AdminMembersService,
  ) {}

  /** `GET /api/admin/member/getStatsByDateRange?startDate&endDate` → `{totalCount, kakaoUserCount, googleUserCount, socialUserCount, regularUserCount}`. */
  @Get('member/getStatsByDateRange')
  @ApiQuery({ name: 'startDate', description: RANGE_DOC })
  @ApiQuery({ name: 'endDate', description: `${RANGE_DOC}; exclusive for a date-time, included for a date` })
  @ApiOkResponse({ type: SignupStatsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: RANGE_ERRORS })
  getStatsByDateRange(@ZodQuery(dateRangeQuerySchema) range: DateRange): Promise<SignupStats> {
    return this.stats.countByProvider(range);
  }

  /** `GET /api/admin/member/getDailySignups?startDate&endDate` → `{days: [{date, regularCount, socialCount}]}` (days start at 11:00 KST). */
  @Get('member/getDailySignups')
  @ApiQuery({ name: 'startDate', description: RANGE_DOC })
  @ApiQuery({ name: 'endDate', description: RANGE_DOC })
  @ApiOkResponse({ type: DailySignupsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${RANGE_ERRORS} / 조회 기간은 최대 92일입니다.` })
  getDailySignups(@ZodQuery(dateRangeQuerySchema) range: DateRange): Promise<DailySignups> {
    return this.stats.dailySignups(range);
  }

  /** `GET /api/admin/fetchMemberList/{page}/15` → one page of members, newest first. */
  @Get(`fetchMemberList/:page/${LIMITS.memberPageSize}`)
  @ApiOkResponse({ type: AdminMemberPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '페이지 번호가 올바르지 않습니다.' })
  fetchMemberList(@AdminPage() page: number): Promise<AdminMemberPage> {
    return this.members.list(page);
  }

  /**
   * `GET /api/admin/fetchMemberListByDateRange/{page}/15?startDate&endDate[&name][&phoneNumber]` → one page
   * of the matching members. The dates may be left out when a name or phone number is given (the detail
   * filter alone: every sign-up date).
   */
  @Get(`fetchMemberListByDateRange/:page/${LIMITS.memberPageSize}`)
  @ApiQuery({ name: 'startDate', required: false, description: `${RANGE_DOC}; required unless name or phoneNumber is given` })
  @ApiQuery({ name: 'endDate', required: false, description: `${RANGE_DOC}; required unless name or phoneNumber is given` })
  @ApiQuery({ name: 'name', required: false, description: 'prefix of the real name or nickname' })
  @ApiQuery({ name: 'phoneNumber', required: false, description: 'prefix of the phone number (digits)' })
  @ApiOkResponse({ type: AdminMemberPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${RANGE_ERRORS} / 페이지 번호가 올바르지 않습니다.` })
  fetchMemberListByDateRange(@AdminPage() page: number, @ZodQuery(memberSearchQuerySchema) search: MemberSearch): Promise<AdminMemberPage> {
    return this.members.search(page, search);
  }

  /** `GET /api/admin/fetchMemberDetails/{id}` → every member field of spec §3 (no password, no provider id). */
  @Get('fetchMemberDetails/:id')
  @ApiOkResponse({ type: AdminMemberDetailsDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '회원을 찾을 수 없습니다.' })
  fetchMemberDetails(@IdParam('id', 'MEMBER_NOT_FOUND') id: number): Promise<AdminMemberDetails> {
    return this.members.details(id);
  }
}
