import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** The stub SDK the suite's servers name in KAKAO_SDK_URL (ARCHITECTURE "KakaoTalk share"). */
const STUB = readFileSync(join(__dirname, 'kakao-sdk-stub.js'));

/** The suite's KakaoTalk share settings: a test key, a host nobody resolves, and the stub's SRI hash. */
export const E2E_KAKAO = {
  jsKey: 'e2e-kakao-js-key',
  sdkUrl: 'https://sdk.kakao.test/kakao.min.js',
  integrity: `sha384-${createHash('sha384').update(STUB).digest('base64')}`,
};

/** KAKAO_* of the suite's servers. */
export const KAKAO_ENV = { KAKAO_JS_KEY: E2E_KAKAO.jsKey, KAKAO_SDK_URL: E2E_KAKAO.sdkUrl, KAKAO_SDK_INTEGRITY: E2E_KAKAO.integrity };

/**
 * Serves the stub SDK at KAKAO_SDK_URL in `context` (with the CORS header a `crossorigin` script needs) and
 * returns the list of times it was fetched (ms since the epoch).
 */
export async function serveKakaoStub(context: BrowserContext): Promise<number[]> {
  const fetched: number[] = [];
  await context.route(`${new URL(E2E_KAKAO.sdkUrl).origin}/**`, (route) => {
    fetched.push(Date.now());
    return route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: STUB });
  });
  return fetched;
}
