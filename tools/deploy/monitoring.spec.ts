import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, createWebDist, startApp, testKit, type TestApp, type TestDatabase } from '../../services/api/test/harness';
import { metricNames, parseScrape } from '../../services/api/test/metrics-scrape';

/**
 * The monitoring files of tools/deploy (ARCHITECTURE "Metrics"): the alert rules pass `promtool check
 * rules` and their unit tests (`promtool test rules`), and every metric the rules and the Grafana
 * dashboard's panels query exists in a real scrape of the API. Without promtool the promtool checks are
 * skipped with a warning, unless CI=true (then they fail: `.ci/run` installs Debian's `prometheus`).
 */
const RULES = join(__dirname, 'prometheus-alerts.yml');
const RULE_TESTS = join(__dirname, 'prometheus-alerts.test.yml');
const DASHBOARD = join(__dirname, 'grafana-dashboard.json');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path)) ?? null;
const TOKEN = 'monitoring-spec-token-0123456789abcdef';

/** Metric names (ours and Node's default ones) that a PromQL expression names. */
function metricsIn(expr: string): string[] {
  return [...expr.matchAll(/\b((?:babynews|nodejs|process)_[A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

/** `promtool <args>` → `{status, output}`; throws (in CI) or returns null (elsewhere) when promtool is missing. */
function runPromtool(args: string[]): { status: number | null; output: string } | null {
  if (!promtool) {
    if (ci) throw new Error('promtool is required with CI=true (apt-get install -y prometheus)');
    console.warn('[monitoring] promtool is not installed (apt-get install -y prometheus): rule checks skipped.');
    return null;
  }
  const run = spawnSync(promtool, args, { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('alert rules (tools/deploy/prometheus-alerts.yml)', () => {
  it('pass promtool check rules', () => {
    const result = runPromtool(['check', 'rules', RULES]);
    if (result) expect(result).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });

  it('fire at the thresholds their comments give (promtool test rules)', () => {
    const result = runPromtool(['test', 'rules', RULE_TESTS]);
    if (result) expect(result).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });
});

describe('every metric of the dashboard and the rules is in a real scrape', () => {
  let db: TestDatabase;
  let webDist: string;
  let t: TestApp;
  let scraped: Set<string>;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    webDist = createWebDist();
    t = await startApp({ ...db.env, WEB_DIST_DIR: webDist, METRICS_TOKEN: TOKEN });
    // Some traffic, so that every labelled series has a sample (a histogram without observations has none).
    const owner = await testKit(t).make.ownerWithNews();
    await testKit(t).api.fetchInfoByCode(owner.code);
    await testKit(t).api.fetchInfoByCode(owner.code);
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    scraped = metricNames(parseScrape(res.body));
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('the dashboard: each panel queries at least one metric, and all of them exist', () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(8);
    for (const panel of dashboard.panels) {
      const names = panel.targets.flatMap((target) => metricsIn(target.expr));
      expect({ panel: panel.title, queries: names.length > 0 }).toEqual({ panel: panel.title, queries: true });
      expect({ panel: panel.title, missing: names.filter((name) => !scraped.has(name)) }).toEqual({ panel: panel.title, missing: [] });
    }
  });

  it('the alert rules: every metric they query exists', () => {
    const exprs = readFileSync(RULES, 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    const names = metricsIn(exprs);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !scraped.has(name))).toEqual([]);
  });
});
