import { nextSeoulMidnight } from '@babynews/contracts';

/**
 * When the home popup may show again (spec §2 popup management; 'don't show again today'):
 * 'today' ends at the next midnight in Asia/Seoul (`nextSeoulMidnight`, ARCHITECTURE §3).
 */

/** localStorage key holding the epoch ms until which the popup stays hidden. */
export const POPUP_HIDE_UNTIL_KEY = 'home_popup_hide_until';
/** sessionStorage key set once the popup was shown in this visit (tab session). */
export const POPUP_SEEN_KEY = 'home_popup_seen';

/** True when the popup may show at `now`: not hidden for today and not shown yet in this visit. Storage failures count as 'may show'. */
export function popupAllowed(now: number = Date.now()): boolean {
  try {
    if (window.sessionStorage.getItem(POPUP_SEEN_KEY) === '1') return false;
    const until = Number(window.localStorage.getItem(POPUP_HIDE_UNTIL_KEY));
    return !(Number.isFinite(until) && until > now);
  } catch {
    return true;
  }
}

/** Records that the popup was shown in this visit. */
export function markPopupSeen(): void {
  try {
    window.sessionStorage.setItem(POPUP_SEEN_KEY, '1');
  } catch {
    // private mode without storage: the popup may show again on the next landing visit
  }
}

/** 'Don't show again today': hides the popup until the next Asia/Seoul midnight after `now`. */
export function hidePopupToday(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(POPUP_HIDE_UNTIL_KEY, String(nextSeoulMidnight(now)));
  } catch {
    // without storage the popup stays away for this visit only (markPopupSeen)
  }
}
