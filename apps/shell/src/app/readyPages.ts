import { createContext, type ComponentType } from 'react';

/**
 * The pages whose component is already at hand (ARCHITECTURE "How a first visit travels"), by key —
 * a shell page's table `source` ('landing/components/LandingPage.tsx'), a remote's page
 * '<remote>/<module>' ('guest/NewsPage') — where the router otherwise loads the page lazily
 * (`lazyPage`, `RemoteRoute`): the page is drawn at once, inside the same Suspense boundary.
 * - On the server every page it renders is here: the HTML holds the page, not the loading state.
 * - In the browser the page the server rendered is here (`loadFirstPage`, firstPage.ts), so `hydrateRoot` adopts
 *   the whole HTML in one pass: nothing is left dehydrated behind a pending chunk, where React
 *   would drop a tap.
 * Null (the default): every page loads lazily.
 */
export const ReadyPages = createContext<ReadonlyMap<string, ComponentType> | null>(null);
