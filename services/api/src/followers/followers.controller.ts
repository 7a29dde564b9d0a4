import { Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FollowerRemovedResponse, FollowState } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { FollowerRemovedDto, FollowStateDto } from './followers.dto';
import { FollowersService } from './followers.service';

/**
 * Followers (ARCHITECTURE §4.6): `POST /api/event/follow/{code}` (idempotent), `DELETE /api/event/follow/{code}`
 * (unfollow, idempotent), `DELETE /api/event/follower/{code}/{username}` (owner only).
 */
@ApiTags('followers')
@Controller('event')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
export class FollowersController {
  constructor(private readonly followers: FollowersService) {}

  /** Follows someone else's news page → 200 `{code, isFollowing: true}`; 400 for one's own. */
  @Post('follow/:code')
  @HttpCode(200)
  @ApiOkResponse({ type: FollowStateDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '내 소식은 팔로우할 수 없습니다.' })
  follow(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<FollowState> {
    return this.followers.follow(code, memberId);
  }

  /** Stops following → 200 `{code, isFollowing: false}`. */
  @Delete('follow/:code')
  @ApiOkResponse({ type: FollowStateDto })
  unfollow(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<FollowState> {
    return this.followers.unfollow(code, memberId);
  }

  /** The owner removes a follower → 200 `{code, username, followers}`; 404 when not a follower. */
  @Delete('follower/:code/:username')
  @ApiOkResponse({ type: FollowerRemovedDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
  remove(@Param('code') code: string, @Param('username') username: string, @CurrentMemberId() memberId: number): Promise<FollowerRemovedResponse> {
    return this.followers.remove(code, memberId, username);
  }
}
