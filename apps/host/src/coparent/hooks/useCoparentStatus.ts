import type { CoparentStatusResponse } from '@babynews/contracts';
import { useAsyncResource, type AsyncResource } from '@babynews/ui';
import { fetchCoparentStatus } from '../api/coparentApi';

/** Where the page's co-parent stands, as the management page shows it (loading, error with reload, ready). */
export type CoparentStatus = AsyncResource<CoparentStatusResponse>;

/**
 * Loads `GET /api/event/coparent/{code}` for the news management page (ARCHITECTURE "Two parents"): the
 * caller's role (CREATOR or COPARENT) decides which cards the page shows; `setData` takes a call's answer.
 */
export function useCoparentStatus(code: string): CoparentStatus {
  return useAsyncResource((signal) => fetchCoparentStatus(code, signal), [code]);
}
