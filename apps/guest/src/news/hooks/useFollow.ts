import { useState } from 'react';
import { MSG } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { showToast } from '@babynews/ui';
import { setFollowing } from '../api/followApi';

/**
 * Follow state of the news page `code` for the signed-in member, starting from the read's
 * `isFollowing`. `toggle()` follows or unfollows; success shows a toast, failure the server's
 * Korean message (or MSG.event.followFailed) as an error toast.
 */
export function useFollow(code: string, initial: boolean) {
  const [following, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await setFollowing(code, !following);
      setState(result.isFollowing);
      showToast(result.isFollowing ? MSG.event.followed : MSG.event.unfollowed);
    } catch (error) {
      showToast(errorMessage(error, MSG.event.followFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { following, busy, toggle };
}
