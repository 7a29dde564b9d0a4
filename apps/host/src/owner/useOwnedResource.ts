import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG, type EventInfo } from '@babynews/contracts';
import { ApiRequestError, errorCode, fetchEventInfo, leaveTo, useSession } from '@babynews/session';
import { useAsyncResource, type ResourceActions } from '@babynews/ui';

/** What an owner's page shows: the data, or why not (yet). */
export type OwnedState<T> = { status: 'ready'; data: T } | { status: 'loading' | 'notFound' | 'forbidden' | 'error' };

/** An owner's page's state together with the resource actions (reload, refresh, setData). */
export type OwnedResource<T> = OwnedState<T> & ResourceActions<T>;

/**
 * The one owner check of the member's pages (spec §4 "News management": manage, quiz, wishes):
 * loads `load(code, signal)` for news page `code` and settles as
 * - 'forbidden' when `isOwned(data)` is false (the server did not answer with the owner's read: the
 *   creator and the co-parent get it, ARCHITECTURE "Two parents") or the server answers NOT_OWNER /
 *   FORBIDDEN: alerts '권한이 없습니다.' once and replaces the page with '/';
 * - 'notFound' for NEWS_NOT_FOUND / NOT_FOUND or a missing code, 'error' for any other failure;
 * - UNAUTHENTICATED (login expired) ends the session and goes to '/' (the state stays 'loading').
 * Failures are told apart by their error code (ARCHITECTURE §4.19), never by status.
 * `load` must be a stable function (module level), like a useEffect dependency.
 */
export function useOwnedResource<T>(
  code: string | undefined,
  load: (code: string, signal?: AbortSignal) => Promise<T>,
  isOwned?: (data: T) => boolean,
): OwnedResource<T> {
  const navigate = useNavigate();
  const resource = useAsyncResource(
    (signal) => {
      if (!code) throw new ApiRequestError(404, MSG.event.notFound, null, 'NEWS_NOT_FOUND');
      return load(code, signal);
    },
    [code, load],
  );
  const { reload, refresh, setData } = resource;
  const failure = resource.status === 'error' ? failureOf(resource.error) : null;
  const state: OwnedState<T> =
    resource.status === 'ready'
      ? isOwned && !isOwned(resource.data)
        ? { status: 'forbidden' }
        : { status: 'ready', data: resource.data }
      : failure === null || failure === 'signedOut'
        ? { status: 'loading' }
        : { status: failure };

  useEffect(() => {
    if (failure !== 'signedOut') return;
    useSession.getState().logout();
    leaveTo('/');
  }, [failure]);

  const sentAway = useRef(false);
  useEffect(() => {
    if (state.status !== 'forbidden' || sentAway.current) return;
    sentAway.current = true;
    window.alert(MSG.event.notOwner);
    void navigate('/', { replace: true });
  }, [state.status, navigate]);

  return { ...state, reload, refresh, setData };
}

/** What a failed owner read means for the page, from its error code (ARCHITECTURE §4.19). */
function failureOf(error: unknown): 'signedOut' | 'forbidden' | 'notFound' | 'error' {
  switch (errorCode(error)) {
    case 'UNAUTHENTICATED':
      return 'signedOut';
    case 'NOT_OWNER':
    case 'FORBIDDEN':
      return 'forbidden';
    case 'NEWS_NOT_FOUND':
    case 'NOT_FOUND':
      return 'notFound';
    default:
      return 'error';
  }
}

/**
 * The owner's read of news page `code` (`GET /api/event/fetchInfoByCode/{code}` with the token:
 * address fields, followers and the owner's wish fields, ARCHITECTURE §4.6), checked by the server's
 * `isOwner` as useOwnedResource describes. `T` names the owner's shape.
 */
export function useOwnedEvent<T extends EventInfo = EventInfo>(code: string | undefined): OwnedResource<T> {
  return useOwnedResource(code, fetchEventInfo<T>, isOwnersRead);
}

const isOwnersRead = (event: EventInfo) => event.isOwner === true;
