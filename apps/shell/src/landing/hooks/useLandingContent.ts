import { useEffect, useState } from 'react';
import type { AssetGroup } from '@babynews/contracts';
import { fetchAssetGroup } from '../api/landingApi';
import { BUILT_IN_CONTENT, mergeLanding, type LandingContent } from '../content';

/**
 * The landing's content (ARCHITECTURE §4.16): the built-in copy at once, then the three `landing-*`
 * asset groups read in parallel and merged (`mergeLanding`). A group that fails to load is treated
 * as empty, so the built-in copy stays; the page never shows an error for it.
 */
export function useLandingContent(): LandingContent {
  const [content, setContent] = useState<LandingContent>(BUILT_IN_CONTENT);
  useEffect(() => {
    const controller = new AbortController();
    const read = (code: 'landing-hero' | 'landing-benefits' | 'landing-features') =>
      fetchAssetGroup(code, controller.signal).catch((): AssetGroup | null => null);
    void Promise.all([read('landing-hero'), read('landing-benefits'), read('landing-features')]).then(([hero, benefits, features]) => {
      if (!controller.signal.aborted) setContent(mergeLanding({ hero, benefits, features }));
    });
    return () => controller.abort();
  }, []);
  return content;
}
