/** Marks a serialised error (an enumerable symbol: copied by spreads, never written as JSON) so it is not serialised twice. */
const SERIALIZED = Symbol('serialized error');

/**
 * The pino serializer of errors (`err`, `error`) for every log line of the API (ARCHITECTURE §5 logs:
 * no personal data). pino's standard serializer copies every enumerable property; a database error
 * then carries the statement (`query`, `sql`), its bound values (`parameters`) and the server's
 * message, which quotes values ("Duplicate entry '010-…'"). This one writes only:
 * `{type, message, code?, errno?, sqlState?, statusCode?, stack, cause?}` where
 * - a database error's `message` is replaced by its code (`ER_DUP_ENTRY (1062)`, `SQLITE_CONSTRAINT_UNIQUE`),
 * - the stack keeps its frames but not its first line (the message again),
 * - no other property (query, parameters, sql, request bodies or headers hung on an error) is copied,
 * - `cause` is serialised the same way, three levels deep at most;
 * - an already serialised error (e.g. scrubbed by `route-redaction.ts`'s `scrub`) is returned as is.
 */
export function serializeError(value: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!value || typeof value !== 'object' || (value as Record<symbol, unknown>)[SERIALIZED]) return value;
  const err = value as Record<string, unknown> & { stack?: unknown; cause?: unknown };
  const database = isDatabaseError(err);
  const out: Record<string | symbol, unknown> = {
    [SERIALIZED]: true,
    type: typeof err.constructor === 'function' && err.constructor.name ? err.constructor.name : 'Error',
    message: database ? databaseMessage(err) : String(err.message ?? ''),
  };
  const driver = (err.driverError && typeof err.driverError === 'object' ? err.driverError : err) as Record<string, unknown>;
  for (const key of ['code', 'errno', 'sqlState', 'statusCode'] as const) {
    const v = driver[key] ?? err[key];
    if (typeof v === 'string' || typeof v === 'number') out[key] = v;
  }
  if (typeof err.stack === 'string') out.stack = framesOnly(err.stack);
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** An error raised by a database driver or TypeORM's wrapper of it (QueryFailedError). */
function isDatabaseError(err: Record<string, unknown>): boolean {
  if (err.driverError || 'query' in err || 'parameters' in err || 'sql' in err || 'sqlMessage' in err || 'sqlState' in err) return true;
  const name = typeof err.constructor === 'function' ? err.constructor.name : '';
  if (['QueryFailedError', 'SqliteError', 'TypeORMError', 'EntityNotFoundError'].includes(name)) return true;
  const code = typeof err.code === 'string' ? err.code : '';
  return code.startsWith('ER_') || code.startsWith('SQLITE_');
}

/** `CODE (errno)` of a database error, never the server's text (which may quote values). */
function databaseMessage(err: Record<string, unknown>): string {
  const driver = (err.driverError && typeof err.driverError === 'object' ? err.driverError : err) as Record<string, unknown>;
  const code = typeof driver.code === 'string' ? driver.code : 'database error';
  return typeof driver.errno === 'number' ? `${code} (${driver.errno})` : code;
}

/** The stack's `    at …` frames without the leading `Name: message` lines. */
function framesOnly(stack: string): string {
  const lines = stack.split('\n');
  const first = lines.findIndex((l) => /^\s+at /.test(l));
  return first < 0 ? '' : lines.slice(first).join('\n');
}
