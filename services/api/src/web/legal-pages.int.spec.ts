import { RUNTIME_CONFIG_ID } from '@babynews/contracts';
import { Logger } from '@nestjs/common';
import { rmSync } from 'node:fs';
import { createTestDatabase, createWebDist, startApp, type TestApp, type TestDatabase } from '../../test/harness';

/**
 * The legal pages' operator (ARCHITECTURE §4.24): OPERATOR_NAME, PRIVACY_OFFICER_NAME and
 * PRIVACY_CONTACT_EMAIL reach the server-rendered /terms-of-use and /privacy-policy through the runtime
 * config every page carries; unset, the pages say so and the start warns once naming them. Configuration
 * only: SQLite.
 */
describe('legal pages: the configured operator', () => {
  const OPERATOR_ENV = { OPERATOR_NAME: '주식회사 아기소식', PRIVACY_OFFICER_NAME: '김보호', PRIVACY_CONTACT_EMAIL: 'privacy@babynews.example' };
  const NOT_SET = '운영자가 아직 입력하지 않았어요';
  let db: TestDatabase;
  let webDist: string;
  let t: TestApp | undefined;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    webDist = createWebDist();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(async () => {
    await db.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** Starts the app with `env`; returns the warnings its start logged about the legal pages (counted at the logger: nestjs-pino's stream is the jest worker's first app's). */
  const start = async (env: Record<string, string>) => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      t = await startApp({ ...db.env, WEB_DIST_DIR: webDist, ...env });
      return warn.mock.calls.map((call) => String(call[0])).filter((msg) => msg.includes('terms of use'));
    } finally {
      warn.mockRestore();
    }
  };
  const page = async (url: string) => (await t!.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
  const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<noscript>'));

  it('configured: the pages name the operator, officer and contact from the HTML on, with the version; no warning at start', async () => {
    expect(await start(OPERATOR_ENV)).toEqual([]);
    const privacy = await page('/privacy-policy');
    const root = rootOf(privacy);
    expect(root).toContain('<dd>김보호</dd>');
    expect(root).toContain('<dd>주식회사 아기소식</dd>');
    expect(root).toContain('<a href="mailto:privacy@babynews.example">privacy@babynews.example</a>');
    expect(root).toContain('시행일: 2026년 12월 1일 (버전 2026-12-01)');
    expect(root).toContain('2025년 1월 1일 시행 (버전 2025-01-01)');
    expect(root).not.toContain(NOT_SET);
    // what the page hydrates with: the runtime config once in the head, holding the operator
    const islands = privacy.match(new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ID}">([^<]*)</script>`, 'g')) ?? [];
    expect(islands).toHaveLength(1);
    const config = (await t!.app.inject({ method: 'GET', url: '/runtime-config.json' })).json();
    expect(config.operator).toEqual({ name: '주식회사 아기소식', privacyOfficer: '김보호', contactEmail: 'privacy@babynews.example' });
    expect(rootOf(await page('/terms-of-use'))).toContain('<dd>주식회사 아기소식</dd>');
  });

  it('unset: one warning at start naming the variables left unset, and the pages say the operator has not entered them', async () => {
    const warnings = await start({});
    expect(warnings).toEqual([
      'OPERATOR_NAME, PRIVACY_OFFICER_NAME, PRIVACY_CONTACT_EMAIL not set: the terms of use and the privacy policy say the operator has not entered them',
    ]);
    const root = rootOf(await page('/privacy-policy'));
    expect(root.split(NOT_SET)).toHaveLength(4);
    expect(root).not.toContain('mailto:');
    await t!.close();
    t = undefined;
    expect(await start({ OPERATOR_NAME: '주식회사 아기소식' })).toEqual([
      'PRIVACY_OFFICER_NAME, PRIVACY_CONTACT_EMAIL not set: the terms of use and the privacy policy say the operator has not entered them',
    ]);
  });
});
