import type { TestApp } from '../../../test/harness';
import { LinkPreviewService } from '../../link-preview/link-preview.service';
import { TitleFetchError } from '../../link-preview/safe-fetch';

/**
 * API-only fixtures of the wish, reservation and upload suites (not part of the app bundle). Members,
 * news pages, wishes and reservations come from the shared factories (`services/api/test/helpers.ts`).
 */

/** Makes every title fetch of this app fail at once (no outbound traffic from API suites); returns the spy. */
export function quietTitles(t: TestApp) {
  return jest.spyOn(t.app.get(LinkPreviewService), 'fetchTitle').mockRejectedValue(new TitleFetchError('dns', 'disabled in tests'));
}

/** Smallest valid PNG (1×1, transparent). */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
