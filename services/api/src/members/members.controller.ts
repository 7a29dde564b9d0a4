import { Controller, UseGuards } from '@nestjs/common';
import { displayNameCheckRoute, emailCheckRoute, MSG, myPageRoute, usernameCheckRoute, type MyPageData } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { DomainError } from '../common/domain-error';
import { StrictRateLimit } from '../common/rate-limit';
import { MembersService } from './members.service';

/** The sign-up duplicate checks (spec §7, §8) and my page's data, routes of the API table (`memberRoutes`). */
@Controller()
export class MembersController {
  constructor(private readonly members: MembersService) {}

  /** `emailCheckRoute` → 200 `{message: '사용 가능한 이메일입니다.'}`; 409 `EMAIL_TAKEN` '이미 사용중인 이메일입니다.'. */
  @Route(emailCheckRoute)
  @StrictRateLimit() // tells whether an account exists: the strict limit of sign-in (ARCHITECTURE §5)
  async emailCheck(@RouteBody(emailCheckRoute) body: { email: string }): Promise<{ message: string }> {
    if (await this.members.isEmailTaken(body.email)) throw new DomainError('EMAIL_TAKEN');
    return { message: MSG.auth.emailAvailable };
  }

  /** `displayNameCheckRoute` → 200 `{message: '사용 가능한 닉네임입니다.'}`; 409 `DISPLAY_NAME_TAKEN` '이미 사용중인 닉네임입니다.'. */
  @Route(displayNameCheckRoute)
  @StrictRateLimit()
  async displayNameCheck(@RouteBody(displayNameCheckRoute) body: { displayName: string }): Promise<{ message: string }> {
    if (await this.members.isDisplayNameTaken(body.displayName)) throw new DomainError('DISPLAY_NAME_TAKEN');
    return { message: MSG.auth.displayNameAvailable };
  }

  /** `usernameCheckRoute` → 200 `{message: '사용 가능한 아이디입니다.'}`; 409 `USERNAME_TAKEN` '이미 사용중인 아이디입니다.'. */
  @Route(usernameCheckRoute)
  @StrictRateLimit()
  async usernameCheck(@RouteBody(usernameCheckRoute) body: { username: string }): Promise<{ message: string }> {
    if (await this.members.isUsernameTaken(body.username)) throw new DomainError('USERNAME_TAKEN');
    return { message: MSG.auth.usernameAvailable };
  }

  /** `myPageRoute` → 200 the signed-in member's my page data (MyPageData). */
  @Route(myPageRoute)
  @UseGuards(JwtAuthGuard)
  getMyPageData(@CurrentMemberId() memberId: number): Promise<MyPageData> {
    return this.members.myPageData(memberId);
  }
}
