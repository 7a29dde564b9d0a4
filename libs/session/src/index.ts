/**
 * @babynews/session — the browser session (zustand store, spec §4) and the shared API client
 * (spec §7). Shared as a Module Federation singleton by the shell and every remote.
 */
export { useSession, selectSignedIn, selectIsAdmin, type SessionState } from './session.store';
export { decodeToken, isExpired } from './token';
export { tokenStorage, postLoginRedirect } from './storage';
export { leaveTo } from './navigation';
export { ApiRequestError, API_BASE, SESSION_ENDING_CODES, codeOf, endsSession, type RequestOptions } from './api/client';
export { callApi, type CallOptions } from './api/call';
export { loginProc, signOut, signOutEverywhere } from './api/auth';
export { fetchEventInfo } from './api/events';
export { takeInlineData, takeInlineJson, forgetTakenInlineJson, renderWithInlineBlocks, isServerRender, inlineRuntimeConfig } from './api/inline-data';
export { errorMessage, errorCode, hasCode, isNetworkFailure, always, answered, refused, onlyCodes, type MessageFilter } from './api/errors';
