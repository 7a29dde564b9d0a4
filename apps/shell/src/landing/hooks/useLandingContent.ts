import { useEffect, useState } from 'react';
import { LANDING_DATA_ID, LANDING_GROUP_CODES, type AssetGroup, type LandingGroups } from '@babynews/contracts';
import { takeInlineJson } from '@babynews/session';
import { fetchAssetGroup } from '../api/landingApi';
import { BUILT_IN_CONTENT, mergeLanding, type LandingContent } from '../content';

/**
 * The groups the server painted the landing's HTML with (`#bn-landing-data`, services/api/src/web),
 * taken once (a later landing visit inside the app reads live); undefined when the page has none.
 */
export const takeLandingData = () => takeInlineJson<LandingGroups>(LANDING_DATA_ID);

/**
 * The landing's content (ARCHITECTURE §4.16): at once what the HTML was painted with (else the
 * built-in copy), then the three `landing-*` asset groups read in parallel and merged
 * (`mergeLanding`). A group that fails to load is treated as empty, so the built-in copy stays; the
 * page never shows an error for it.
 */
export function useLandingContent(): LandingContent {
  const [content, setContent] = useState<LandingContent>(() => {
    const painted = takeLandingData();
    return painted ? mergeLanding(painted) : BUILT_IN_CONTENT;
  });
  useEffect(() => {
    const controller = new AbortController();
    const read = (part: keyof LandingGroups) => fetchAssetGroup(LANDING_GROUP_CODES[part], controller.signal).catch((): AssetGroup | null => null);
    void Promise.all([read('hero'), read('benefits'), read('features')]).then(([hero, benefits, features]) => {
      if (!controller.signal.aborted) setContent(mergeLanding({ hero, benefits, features }));
    });
    return () => controller.abort();
  }, []);
  return content;
}
