import { testDatabases, useTestApp } from '../../test/harness';

const INTEGRITY = 'sha384-frWlKa4/kOTERcOhSSrFRgBVnIAN15IDQtTc7zG0SLln4otycLf4cXf6+vp6SkRn';
const KAKAO = { KAKAO_JS_KEY: 'test-js-key', KAKAO_SDK_URL: 'https://sdk.kakao.example/v2/kakao.min.js', KAKAO_SDK_INTEGRITY: INTEGRITY };

/**
 * KakaoTalk share's configuration on the wire (ARCHITECTURE "KakaoTalk share"): with KAKAO_JS_KEY the
 * runtime config (the JSON and the copy inline in every page) names the key, the SDK and its SRI hash, and
 * the CSP lets that SDK's origin run and Kakao's hosts be reached; without the key neither says a word of Kakao's share.
 */
describe.each(testDatabases())('KakaoTalk share configuration on %s', (db) => {
  describe('with KAKAO_JS_KEY', () => {
    const s = useTestApp(db, KAKAO);
    it('the runtime config carries the share settings and the CSP allows the SDK host for scripts and connections', async () => {
      const config = await s.t.app.inject({ method: 'GET', url: '/runtime-config.json' });
      expect(config.json().kakaoShare).toEqual({ jsKey: 'test-js-key', sdkUrl: KAKAO.KAKAO_SDK_URL, integrity: INTEGRITY });
      const page = await s.t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.body).toContain('"kakaoShare":{"jsKey":"test-js-key"');
      const csp = String(page.headers['content-security-policy']);
      expect(/script-src [^;]*https:\/\/sdk\.kakao\.example[ ;]/.test(csp)).toBe(true);
      expect(/connect-src [^;]*https:\/\/sdk\.kakao\.example[ ;]/.test(csp)).toBe(true);
      expect(/connect-src [^;]*https:\/\/kapi\.kakao\.com/.test(csp)).toBe(true);
    });
  });

  describe('without it', () => {
    const s = useTestApp(db);
    it('kakaoShare is null and the CSP names no Kakao host', async () => {
      expect((await s.t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json().kakaoShare).toBeNull();
      const csp = String((await s.t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
      expect(csp).not.toMatch(/kakao/);
    });
  });
});
