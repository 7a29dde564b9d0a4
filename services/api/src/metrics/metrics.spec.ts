import { parseScrape, sampleValue } from '../../test/metrics-scrape';
import { bearerMatches } from './metrics.controller';
import { MetricsService } from './metrics.service';

describe('bearerMatches (METRICS_TOKEN, ARCHITECTURE "Metrics")', () => {
  const token = 'a'.repeat(40);

  it('accepts exactly `Bearer <token>`', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
  });

  it.each([undefined, '', token, `bearer ${token}`, `Bearer ${token} `, `Bearer ${token}a`, `Bearer ${'a'.repeat(39)}`, `Basic ${token}`])(
    'refuses %p',
    (header) => {
      expect(bearerMatches(header, token)).toBe(false);
    },
  );

  it('refuses everything when METRICS_TOKEN is unset', () => {
    expect(bearerMatches('Bearer ', null)).toBe(false);
    expect(bearerMatches('Bearer null', null)).toBe(false);
  });
});

describe('MetricsService', () => {
  it('keeps each instance’s metrics in its own registry (several apps in one process)', async () => {
    const a = new MetricsService();
    const b = new MetricsService();
    a.httpRequest('/api/health/live', 'GET', 200, 0.002);
    a.httpRequest('/api/health/live', 'GET', 204, 0.002);
    a.httpRequest('unmatched', 'GET', 404, 0.001);
    const count = (samples: ReturnType<typeof parseScrape>, statusClass: string) =>
      sampleValue(samples, 'babynews_http_request_duration_seconds_count', { route: '/api/health/live', method: 'GET', status_class: statusClass });
    const fromA = parseScrape(await a.scrape());
    expect(count(fromA, '2xx')).toBe(2);
    expect(sampleValue(fromA, 'babynews_http_request_duration_seconds_count', { route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(count(parseScrape(await b.scrape()), '2xx')).toBe(0);
  });

  it('counts mail tries: sent, failed tries by given_up, suppressed rows not at all', async () => {
    const metrics = new MetricsService();
    for (const outcome of ['sent', 'sent', 'retried', 'failed', 'suppressed'] as const) metrics.mailDelivered(outcome);
    const samples = parseScrape(await metrics.scrape());
    expect(sampleValue(samples, 'babynews_mail_sent_total', {})).toBe(2);
    expect(sampleValue(samples, 'babynews_mail_send_failures_total', { given_up: 'false' })).toBe(1);
    expect(sampleValue(samples, 'babynews_mail_send_failures_total', { given_up: 'true' })).toBe(1);
  });

  it('runs the scrape collectors first; one that fails leaves its gauge as it was', async () => {
    const metrics = new MetricsService();
    const ok = metrics.gauge('test_ok', 'test');
    const broken = metrics.gauge('test_broken', 'test');
    broken.set(7);
    metrics.onScrape(() => ok.set(3));
    metrics.onScrape(() => Promise.reject(new Error('database away')));
    const samples = parseScrape(await metrics.scrape());
    expect(sampleValue(samples, 'babynews_test_ok', {})).toBe(3);
    expect(sampleValue(samples, 'babynews_test_broken', {})).toBe(7);
  });
});
