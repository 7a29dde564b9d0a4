import {
  MSG,
  eventDeleteRoute,
  eventUpdateRoute,
  followerRemoveRoute,
  type EventCreateRequest,
  type EventDeletedResponse,
  type EventSummary,
  type FollowerRemovedResponse,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** `eventUpdateRoute` (`PUT /api/event/update/{code}`) with the create payload (ARCHITECTURE §4.4). @throws ApiRequestError. */
export function updateEvent(code: string, body: EventCreateRequest): Promise<EventSummary> {
  return callApi(eventUpdateRoute, { params: { code }, body }, { fallbackMessage: MSG.event.updateFailed });
}

/** `eventDeleteRoute` (`DELETE /api/event/delete/{code}`): the news and everything belonging to it. @throws ApiRequestError. */
export function deleteEvent(code: string): Promise<EventDeletedResponse> {
  return callApi(eventDeleteRoute, { params: { code } }, { fallbackMessage: MSG.event.deleteFailed });
}

/** `followerRemoveRoute` (`DELETE /api/event/follower/{code}/{username}`) → the followers left. @throws ApiRequestError. */
export function removeFollower(code: string, username: string): Promise<FollowerRemovedResponse> {
  return callApi(followerRemoveRoute, { params: { code, username } }, { fallbackMessage: MSG.event.followerRemoveFailed });
}
