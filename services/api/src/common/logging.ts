import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import { listRemotePages } from '@babynews/contracts';
import type { AppConfig } from '../config/config.schema';
import { serializeError } from './error-serializer';

const CENSOR = '[REDACTED]';

/**
 * Pino redaction paths of the application logger (ARCHITECTURE §5): tokens, passwords, PINs,
 * authorization codes, e-mails, phone numbers and addresses, wherever a log call might carry them.
 * Request bodies and headers are never logged in the first place.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'passwordHash',
    'reservedPassword',
    'token',
    'accessToken',
    'refreshToken',
    'authorizationCode',
    'kakaoId',
    'googleId',
    'email',
    'reservedEmail',
    'contactInfo',
    'phoneNumber',
    'address',
    'detailAddress',
    'postCode',
    'clientSecret',
    'jwtSecret',
    'eventCode',
    'reservationId',
    'pledgeId',
  ].flatMap((k) => [k, `*.${k}`]),
];

/**
 * Names of query parameters and body fields whose values never reach a log line: share codes
 * (`code`, `eventCode`), reservation and pledge ids, OAuth state, tokens, passwords, contact data,
 * signatures. Matched anywhere in the name, letter case ignored (`eventCode`, `event_code`, `postCode`).
 */
export const SENSITIVE_FIELD = /code|state|token|passw|email|phone|kakao|google|contact|signature|x-amz-|reservation|pledge|secret|address|name/i;
/** After these API path words the rest of the path is a share code, an OAuth code or a name. */
const SENSITIVE_PATH = /(\/(?:handleLogin|fetchInfoByCode|update|delete|follow|follower|create|manage)\/).+$/;
/**
 * Front-end pages under /event/ carry share codes and ids, except the parameterless pages of the
 * page tables (e.g. /event/create); letter case ignored, as the shell's router does.
 */
const EVENT_PAGE = eventPagePattern();

/**
 * URL as it may appear in logs: share codes and OAuth codes in paths and the values of sensitive
 * query parameters are replaced by `[REDACTED]`. Cheap for the common case (no query string).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactPath(q < 0 ? url : url.slice(0, q));
  return q < 0 ? path : `${path}?${redactQuery(url.slice(q + 1))}`;
}

/** A URL path with the share codes, OAuth codes and names after the known API words and under `/event/` replaced. */
export function redactPath(path: string): string {
  return path.replace(SENSITIVE_PATH, `$1${CENSOR}`).replace(EVENT_PAGE, `$1${CENSOR}`);
}

/** A query string (without `?`) with the values of the `SENSITIVE_FIELD` parameters replaced. */
export function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        /* keep the raw key */
      }
      return eq >= 0 && SENSITIVE_FIELD.test(name) ? `${key}=${CENSOR}` : pair;
    })
    .join('&');
}

function eventPagePattern(): RegExp {
  const plain = listRemotePages()
    .map((page) => page.path)
    .filter((path) => !path.includes(':') && path.toLowerCase().startsWith('/event/'))
    .map((path) => path.slice('/event/'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(\\/event\\/)${plain.length ? `(?!(?:${plain.join('|')})\\/?$)` : ''}.+$`, 'i');
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Fastify `genReqId`: the caller's `x-request-id` when well-formed, else a random UUID.
 * The id is echoed in the `x-request-id` response header and logged as `req.id`.
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The two pino loggers of one process, writing JSON lines to the same destination. */
export interface Loggers {
  /** Application logger (Nest's logger through nestjs-pino), with redaction. */
  app: Logger;
  /** One line per finished request; its fields are built redacted, so no redaction pass. */
  access: Logger;
}

/** Log lines are written to stdout in chunks of this size, and at least every second. */
const STDOUT_CHUNK_BYTES = 4096;
const STDOUT_FLUSH_MS = 1000;

/** Fields of the active trace added to every log line, once tracing has started (`addTraceFieldsToLogs`). */
let traceFields: (() => object) | null = null;

/**
 * Makes every log line of the loggers created from now on carry `fields()` (the active span's
 * `{trace_id, span_id, trace_flags}`; a new object each call, pino merges into it): called once by the
 * tracing start, before the application and its loggers exist (ARCHITECTURE "Metrics"). Without tracing
 * the loggers have no mixin at all.
 */
export function addTraceFieldsToLogs(fields: () => object): void {
  traceFields = fields;
}

/** Loggers writing to `stream`, or to stdout asynchronously in small batches (flushed at exit). */
export function createLoggers(config: AppConfig, stream?: DestinationStream): Loggers {
  let destination = stream;
  if (!destination) {
    const stdout = pino.destination({ dest: 1, sync: false, minLength: STDOUT_CHUNK_BYTES });
    setInterval(() => stdout.flush(), STDOUT_FLUSH_MS).unref();
    destination = stdout;
  }
  const mixin = traceFields ? { mixin: traceFields } : {};
  return {
    app: pino(
      {
        level: config.logLevel,
        redact: { paths: REDACT_PATHS, censor: CENSOR },
        serializers: { err: serializeError, error: serializeError },
        ...mixin,
      },
      destination,
    ),
    access: pino({ level: config.logLevel, ...mixin }, destination),
  };
}

/**
 * nestjs-pino parameters: the app logger becomes Nest's logger. No pino-http middleware runs per
 * request (`forRoutes: []`): per-request child loggers cost more than the request itself on the
 * hot news read; request lines come from `registerAccessLog` instead.
 */
export function loggerParams(loggers: Loggers): Params {
  return { pinoHttp: { logger: loggers.app, autoLogging: false }, forRoutes: [] };
}
