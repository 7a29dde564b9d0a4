import { Controller, UseGuards } from '@nestjs/common';
import {
  adminRoutes as routes,
  type AdminMemberDetails,
  type AdminMemberPage,
  type DailySignups,
  type DateRange,
  type MemberSearch,
  type SignupStats,
} from '@babynews/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { Route, RouteQuery } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { AdminPage } from './admin-query';
import { AdminMembersService } from './admin-members.service';
import { AdminStatsService } from './admin-stats.service';

/**
 * The administration routes of the API table (`adminRoutes`, spec §7, ARCHITECTURE §4.12–4.13) under
 * `/api/admin`: sign-up statistics, the member list (15 a page, 0-based `{page}`) and a member's
 * details. Every route is behind `AdminGuard` (a current token whose member is ROLE_ADMIN in the
 * database, ARCHITECTURE §5).
 */
@UseGuards(AdminGuard)
@Controller()
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly members: AdminMembersService,
  ) {}

  /** `adminRoutes.signupStats` `?startDate&endDate` → `{totalCount, kakaoUserCount, googleUserCount, socialUserCount, regularUserCount}`. */
  @Route(routes.signupStats)
  getStatsByDateRange(@RouteQuery(routes.signupStats) range: DateRange): Promise<SignupStats> {
    return this.stats.countByProvider(range);
  }

  /** `adminRoutes.dailySignups` `?startDate&endDate` → `{days: [{date, regularCount, socialCount}]}` (days start at 11:00 KST). */
  @Route(routes.dailySignups)
  getDailySignups(@RouteQuery(routes.dailySignups) range: DateRange): Promise<DailySignups> {
    return this.stats.dailySignups(range);
  }

  /** `adminRoutes.memberList` → one page of members, newest first; VALIDATION_FAILED for a bad `{page}`. */
  @Route(routes.memberList)
  fetchMemberList(@AdminPage() page: number): Promise<AdminMemberPage> {
    return this.members.list(page);
  }

  /**
   * `adminRoutes.memberSearch` `?startDate&endDate[&name][&phoneNumber]` → one page of the matching
   * members. The dates may be left out when a name or phone number is given (the detail filter alone:
   * every sign-up date).
   */
  @Route(routes.memberSearch)
  fetchMemberListByDateRange(@AdminPage() page: number, @RouteQuery(routes.memberSearch) search: MemberSearch): Promise<AdminMemberPage> {
    return this.members.search(page, search);
  }

  /** `adminRoutes.memberDetails` → every member field of spec §3 (no password, no provider id). */
  @Route(routes.memberDetails)
  fetchMemberDetails(@IdParam('id', 'MEMBER_NOT_FOUND') id: number): Promise<AdminMemberDetails> {
    return this.members.details(id);
  }
}
