import { MSG, followRoute, unfollowRoute, type FollowState } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `followRoute` (`POST /api/event/follow/{code}`, idempotent) or `unfollowRoute` (`DELETE` of the same
 * path), ARCHITECTURE §4.6.
 * @throws ApiRequestError with the server's Korean message or MSG.event.followFailed.
 */
export function setFollowing(code: string, follow: boolean): Promise<FollowState> {
  return callApi(follow ? followRoute : unfollowRoute, { params: { code } }, { fallbackMessage: MSG.event.followFailed });
}
