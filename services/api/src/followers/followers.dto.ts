import { ApiProperty } from '@nestjs/swagger';
import type { Follower, FollowerRemovedResponse, FollowState } from '@babynews/contracts';

/** OpenAPI shape of a follower. */
export class FollowerDto implements Follower {
  @ApiProperty() username!: string;
  @ApiProperty() displayName!: string;
}

/** OpenAPI shape of `{code, isFollowing}`. */
export class FollowStateDto implements FollowState {
  @ApiProperty() code!: string;
  @ApiProperty() isFollowing!: boolean;
}

/** OpenAPI shape of `{code, username, followers}`. */
export class FollowerRemovedDto implements FollowerRemovedResponse {
  @ApiProperty() code!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: [FollowerDto] }) followers!: Follower[];
}
