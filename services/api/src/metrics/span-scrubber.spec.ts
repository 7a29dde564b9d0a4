import { SpanKind, SpanStatusCode, TraceFlags } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { sqlOperation } from './otel-sdk';
import { maskSqlLiterals, scrubSpan } from './span-scrubber';

function span(kind: SpanKind, attributes: ReadableSpan['attributes']): ReadableSpan {
  return {
    name: 'POST /api/wish/reserve/:wishId',
    kind,
    spanContext: () => ({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: TraceFlags.SAMPLED }),
    startTime: [1, 0],
    endTime: [1, 5],
    status: { code: SpanStatusCode.ERROR, message: "Duplicate entry 'imo@example.com' for key 'email'" },
    attributes,
    links: [{ context: { traceId: '1'.repeat(32), spanId: '2'.repeat(16), traceFlags: 1 }, attributes: { code: 'abc' } }],
    events: [{ name: 'exception', time: [1, 1], attributes: { 'exception.type': 'QueryFailedError', 'exception.message': 'imo@example.com' } }],
    duration: [0, 5],
    ended: true,
    resource: resourceFromAttributes({ 'service.name': 'babynews-api' }),
    instrumentationScope: { name: 'test' },
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
  };
}

// ARCHITECTURE "Metrics": only allow-listed attributes leave the process; no status text, event text or link.
describe('scrubSpan', () => {
  it('keeps the route, method and status; drops the path, query, caller, user agent, Host, status message, event texts and links', () => {
    const scrubbed = scrubSpan(
      span(SpanKind.SERVER, {
        'http.request.method': 'POST',
        'http.route': '/api/wish/reserve/:wishId',
        'http.response.status_code': 201,
        'url.path': '/api/wish/reserve/7',
        'url.query': 'eventCode=AbCdEf',
        'url.full': 'http://x/api/wish/reserve/7?eventCode=AbCdEf',
        'http.target': '/api/wish/reserve/7',
        'client.address': '203.0.113.9',
        'network.peer.address': '203.0.113.9',
        'user_agent.original': 'Mozilla',
        'server.address': 'babynews.example',
        'http.request.header.cookie': ['sid=1'],
      }),
    );
    expect(scrubbed.attributes).toEqual({ 'http.request.method': 'POST', 'http.route': '/api/wish/reserve/:wishId', 'http.response.status_code': 201 });
    expect(scrubbed.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(scrubbed.events).toEqual([{ name: 'exception', time: [1, 1], attributes: { 'exception.type': 'QueryFailedError' } }]);
    expect(scrubbed.links).toEqual([]);
    expect(scrubbed.spanContext().spanId).toBe('00f067aa0ba902b7');
    expect(scrubbed.name).toBe('POST /api/wish/reserve/:wishId');
  });

  it('keeps the database host and port on a CLIENT span only', () => {
    const attributes = { 'db.system.name': 'mysql', 'db.query.text': 'SELECT ? FROM `wish`', 'server.address': '127.0.0.1', 'server.port': 3306 };
    expect(scrubSpan(span(SpanKind.CLIENT, attributes)).attributes).toEqual(attributes);
    expect(scrubSpan(span(SpanKind.SERVER, attributes)).attributes).toEqual({ 'db.system.name': 'mysql', 'db.query.text': 'SELECT ? FROM `wish`' });
  });
});

describe('database spans', () => {
  it('are named by the first word; their text leaves with quoted strings and numbers masked (SQLite keeps double-quoted identifiers)', () => {
    expect(sqlOperation('  insert INTO "member"')).toBe('INSERT');
    expect(sqlOperation('BEGIN TRANSACTION')).toBe('BEGIN');
    expect(maskSqlLiterals(`SELECT "m"."id" FROM "member" "m" WHERE "m"."email" = 'imo@example.com' AND code = 'it''s' AND n > 42 LIMIT 1.5`, 'sqlite')).toBe(
      'SELECT "m"."id" FROM "member" "m" WHERE "m"."email" = ? AND code = ? AND n > ? LIMIT ?',
    );
    expect(maskSqlLiterals('SELECT * FROM `wish` WHERE id = ?', 'sqlite')).toBe('SELECT * FROM `wish` WHERE id = ?');
    expect(maskSqlLiterals(`SELECT * FROM \`member\` WHERE email = "imo@example.com" OR name = 'it\\'s' OR id = 7`, 'mysql')).toBe(
      'SELECT * FROM `member` WHERE email = ? OR name = ? OR id = ?',
    );
  });
});
