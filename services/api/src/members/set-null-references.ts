import type { EntityManager } from 'typeorm';

/** A foreign key `table.column` → `refTable.refColumn` declared ON DELETE SET NULL. */
export interface SetNullReference {
  table: string;
  column: string;
  refColumn: string;
}

const IDENTIFIER = /^[A-Za-z0-9_]+$/;

/**
 * Foreign keys that point at `refTable` and are declared ON DELETE SET NULL, read from the schema
 * (SQLite `PRAGMA foreign_key_list`, MySQL/MariaDB `information_schema`). Rows behind such a key are
 * not the referenced row's property (e.g. a notice keeps its text when its author leaves), so the
 * withdrawal clears the reference instead of deleting the row.
 */
export async function setNullReferencesTo(manager: EntityManager, refTable: string): Promise<SetNullReference[]> {
  const found: SetNullReference[] = [];
  if (manager.connection.options.type === 'better-sqlite3') {
    const tables: Array<{ name: string }> = await manager.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
    for (const { name } of tables) {
      if (!IDENTIFIER.test(name)) continue;
      const keys: Array<{ table: string; from: string; to: string | null; on_delete: string }> = await manager.query(`PRAGMA foreign_key_list(\`${name}\`)`);
      for (const key of keys) {
        if (key.table === refTable && key.on_delete.toUpperCase() === 'SET NULL') found.push({ table: name, column: key.from, refColumn: key.to ?? 'id' });
      }
    }
  } else {
    const rows: Array<Record<string, string>> = await manager.query(
      `SELECT k.TABLE_NAME AS t, k.COLUMN_NAME AS c, k.REFERENCED_COLUMN_NAME AS rc
       FROM information_schema.REFERENTIAL_CONSTRAINTS r
       JOIN information_schema.KEY_COLUMN_USAGE k
         ON k.CONSTRAINT_SCHEMA = r.CONSTRAINT_SCHEMA AND k.CONSTRAINT_NAME = r.CONSTRAINT_NAME AND k.TABLE_NAME = r.TABLE_NAME
       WHERE r.CONSTRAINT_SCHEMA = DATABASE() AND r.REFERENCED_TABLE_NAME = ? AND r.DELETE_RULE = 'SET NULL'`,
      [refTable],
    );
    for (const row of rows) found.push({ table: row.t!, column: row.c!, refColumn: row.rc! });
  }
  return found.filter((ref) => [ref.table, ref.column, ref.refColumn].every((name) => IDENTIFIER.test(name)));
}

/** Sets every ON DELETE SET NULL reference to `refTable.refColumn = value` to NULL (run inside the deleting transaction). */
export async function clearSetNullReferences(manager: EntityManager, refTable: string, value: unknown): Promise<void> {
  for (const ref of await setNullReferencesTo(manager, refTable)) {
    if (ref.refColumn !== 'id') continue;
    await manager.query(`UPDATE \`${ref.table}\` SET \`${ref.column}\` = NULL WHERE \`${ref.column}\` = ?`, [value]);
  }
}
