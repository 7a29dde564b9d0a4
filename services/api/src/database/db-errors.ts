/** The driver's own error (code, errno), whether raw or wrapped by TypeORM's QueryFailedError. */
function driverError(err: unknown): { code?: string; errno?: number } | null | undefined {
  const e = err as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } } | null;
  return e?.driverError ?? e;
}

/**
 * True when `err` is a unique-constraint violation on SQLite (SQLITE_CONSTRAINT_UNIQUE) or
 * MySQL/MariaDB (ER_DUP_ENTRY, 1062), whether raw or wrapped by TypeORM's QueryFailedError.
 */
export function isUniqueViolation(err: unknown): boolean {
  const d = driverError(err);
  return d?.code === 'SQLITE_CONSTRAINT_UNIQUE' || d?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || d?.code === 'ER_DUP_ENTRY' || d?.errno === 1062;
}

/** True for a foreign-key violation (the referenced row is gone, e.g. deleted meanwhile) on SQLite or MySQL/MariaDB. */
export function isForeignKeyViolation(err: unknown): boolean {
  const d = driverError(err);
  return d?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || d?.code === 'ER_NO_REFERENCED_ROW_2' || d?.errno === 1452 || d?.errno === 1216;
}

/** True for a deadlock / lock-wait failure that a retry may resolve (MySQL/MariaDB, SQLite busy). */
export function isRetryableLockError(err: unknown): boolean {
  const d = driverError(err);
  return d?.code === 'ER_LOCK_DEADLOCK' || d?.errno === 1213 || d?.code === 'ER_LOCK_WAIT_TIMEOUT' || d?.code === 'SQLITE_BUSY';
}
