/** A timestamp as TypeORM stores `datetime(3)` columns on both databases: UTC `YYYY-MM-DD HH:mm:ss.SSS`. */
export function sqlTimestamp(date = new Date()): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A `datetime(3)` value as a raw query returns it (a Date from MySQL, a UTC string from SQLite) → Date. */
export function fromSqlTimestamp(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}
