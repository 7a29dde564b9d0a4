import { MSG, type FollowState } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/**
 * `POST /api/event/follow/{code}` (follow, idempotent) or `DELETE` of the same path (unfollow), ARCHITECTURE §4.6.
 * @throws ApiRequestError with the server's Korean message or MSG.event.followFailed.
 */
export function setFollowing(code: string, follow: boolean): Promise<FollowState> {
  return apiRequest<FollowState>(`/event/follow/${encodeURIComponent(code)}`, {
    method: follow ? 'POST' : 'DELETE',
    fallbackMessage: MSG.event.followFailed,
  });
}
