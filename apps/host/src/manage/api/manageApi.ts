import { MSG, type EventCreateRequest, type EventDeletedResponse, type EventSummary, type FollowerRemovedResponse } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

const enc = encodeURIComponent;

/** `PUT /api/event/update/{code}` with the create payload (ARCHITECTURE §4.4). @throws ApiRequestError. */
export function updateEvent(code: string, body: EventCreateRequest): Promise<EventSummary> {
  return apiRequest<EventSummary>(`/event/update/${enc(code)}`, { method: 'PUT', body, fallbackMessage: MSG.event.updateFailed });
}

/** `DELETE /api/event/delete/{code}`: the news and everything belonging to it. @throws ApiRequestError. */
export function deleteEvent(code: string): Promise<EventDeletedResponse> {
  return apiRequest<EventDeletedResponse>(`/event/delete/${enc(code)}`, { method: 'DELETE', fallbackMessage: MSG.event.deleteFailed });
}

/** `DELETE /api/event/follower/{code}/{username}` → the followers left. @throws ApiRequestError. */
export function removeFollower(code: string, username: string): Promise<FollowerRemovedResponse> {
  return apiRequest<FollowerRemovedResponse>(`/event/follower/${enc(code)}/${enc(username)}`, {
    method: 'DELETE',
    fallbackMessage: MSG.event.followerRemoveFailed,
  });
}
