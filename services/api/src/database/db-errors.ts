/**
 * True when `err` is a unique-constraint violation on SQLite (SQLITE_CONSTRAINT_UNIQUE) or
 * MySQL/MariaDB (ER_DUP_ENTRY, 1062), whether raw or wrapped by TypeORM's QueryFailedError.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } } | null;
  const d = e?.driverError ?? e;
  return d?.code === 'SQLITE_CONSTRAINT_UNIQUE' || d?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || d?.code === 'ER_DUP_ENTRY' || d?.errno === 1062;
}
