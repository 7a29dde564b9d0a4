import { Controller, Param, UseGuards } from '@nestjs/common';
import { followerRemoveRoute, followRoute, unfollowRoute, type FollowerRemovedResponse, type FollowState } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route } from '../common/api-route';
import { FollowersService } from './followers.service';

/**
 * The follower routes of the API table (ARCHITECTURE §4.6): `followRoute` (idempotent),
 * `unfollowRoute` (idempotent) and `followerRemoveRoute` (owner only).
 */
@Controller()
@UseGuards(JwtAuthGuard)
export class FollowersController {
  constructor(private readonly followers: FollowersService) {}

  /** `followRoute`: follows someone else's news page → 200 `{code, isFollowing: true}`; CANNOT_FOLLOW_OWN (400) for one's own. */
  @Route(followRoute)
  follow(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<FollowState> {
    return this.followers.follow(code, memberId);
  }

  /** `unfollowRoute`: stops following → 200 `{code, isFollowing: false}`. */
  @Route(unfollowRoute)
  unfollow(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<FollowState> {
    return this.followers.unfollow(code, memberId);
  }

  /** `followerRemoveRoute`: the owner removes a follower → 200 `{code, username, followers}`; FOLLOWER_NOT_FOUND (404) when not a follower. */
  @Route(followerRemoveRoute)
  remove(@Param('code') code: string, @Param('username') username: string, @CurrentMemberId() memberId: number): Promise<FollowerRemovedResponse> {
    return this.followers.remove(code, memberId, username);
  }
}
