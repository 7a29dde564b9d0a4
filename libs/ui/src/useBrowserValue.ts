import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows and that does not change while the page is open (this origin,
 * whether there is a share sheet), read so that a server-rendered page hydrates without a mismatch
 * (ARCHITECTURE "How a first visit travels"): `serverValue` on the server and in the render that
 * hydrates its markup, `read()` in every render after (React renders again right after hydrating).
 * `read` must answer the same value each time (a string, number or boolean).
 */
export function useBrowserValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
