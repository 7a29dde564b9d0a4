import { startProductPageServer, type ProductPageServer } from '../../services/api/test/product-page-server';

/**
 * The browser suite's saved product pages ('링크로 채우기', ARCHITECTURE "Universal add"): the API tests'
 * fixture server (services/api/test/product-page-server.ts) on 127.0.0.1. Global setup starts it before
 * the API servers, gives them LINK_FETCH_ALLOW for exactly its address and port, and hands its origin to
 * the test workers in E2E_PRODUCT_PAGES_URL.
 */
export const PRODUCT_PAGES_URL_VAR = 'E2E_PRODUCT_PAGES_URL';

/** Starts the server → `{env, stop}`: the API servers' LINK_FETCH_ALLOW, and the stop of the teardown. */
export async function startProductPages(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const server: ProductPageServer = await startProductPageServer();
  process.env[PRODUCT_PAGES_URL_VAR] = server.origin;
  return { env: { LINK_FETCH_ALLOW: `127.0.0.1:${server.port}` }, stop: () => server.close() };
}

/** The address of the saved product page `name` (e.g. 'coupang-like.html') as the tests' workers see it. */
export function productPageUrl(name: string): string {
  const origin = process.env[PRODUCT_PAGES_URL_VAR];
  if (!origin) throw new Error(`${PRODUCT_PAGES_URL_VAR} is not set: the product page server starts in global setup`);
  return `${origin}/${name}`;
}
