import type { EntityManager } from 'typeorm';

/** `table.column` references `refTable.refColumn` (a foreign key, or an `event_id` column without one). */
export interface ReferenceEdge {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
  /** False for an `event_id` column that has no declared foreign key. */
  declared: boolean;
}

const IDENTIFIER = /^[A-Za-z0-9_]+$/;

/**
 * Every reference between tables of the current database, read from the schema itself (SQLite
 * `PRAGMA foreign_key_list`, MySQL/MariaDB `information_schema`), so tables that other modules add
 * later through migrations are found without this code knowing them. Columns named `event_id`
 * that have no foreign key are added as undeclared references to `event.id`.
 * Identifiers that are not plain `[A-Za-z0-9_]` names are ignored.
 */
export async function loadReferenceEdges(manager: EntityManager): Promise<ReferenceEdge[]> {
  const type = manager.connection.options.type;
  const raw = type === 'better-sqlite3' ? await sqliteEdges(manager) : await mysqlEdges(manager);
  const edges = raw.filter((e) => [e.table, e.column, e.refTable, e.refColumn].every((name) => IDENTIFIER.test(name)));
  return edges;
}

async function sqliteEdges(manager: EntityManager): Promise<ReferenceEdge[]> {
  const tables: Array<{ name: string }> = await manager.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  const edges: ReferenceEdge[] = [];
  for (const { name } of tables) {
    if (!IDENTIFIER.test(name)) continue;
    const keys: Array<{ table: string; from: string; to: string | null }> = await manager.query(`PRAGMA foreign_key_list(\`${name}\`)`);
    for (const key of keys) edges.push({ table: name, column: key.from, refTable: key.table, refColumn: key.to ?? 'id', declared: true });
    const columns: Array<{ name: string }> = await manager.query(`PRAGMA table_info(\`${name}\`)`);
    addUndeclaredEventIds(
      edges,
      name,
      columns.map((c) => c.name),
    );
  }
  return edges;
}

async function mysqlEdges(manager: EntityManager): Promise<ReferenceEdge[]> {
  const keys: Array<Record<string, string>> = await manager.query(
    `SELECT TABLE_NAME AS t, COLUMN_NAME AS c, REFERENCED_TABLE_NAME AS rt, REFERENCED_COLUMN_NAME AS rc
     FROM information_schema.KEY_COLUMN_USAGE
     WHERE TABLE_SCHEMA = DATABASE() AND REFERENCED_TABLE_NAME IS NOT NULL`,
  );
  const edges: ReferenceEdge[] = keys.map((k) => ({ table: k.t!, column: k.c!, refTable: k.rt!, refColumn: k.rc!, declared: true }));
  const columns: Array<Record<string, string>> = await manager.query(
    `SELECT TABLE_NAME AS t, COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND COLUMN_NAME = 'event_id'`,
  );
  for (const column of columns) addUndeclaredEventIds(edges, column.t!, [column.c!]);
  return edges;
}

function addUndeclaredEventIds(edges: ReferenceEdge[], table: string, columns: string[]): void {
  if (table === 'event' || !columns.includes('event_id')) return;
  if (edges.some((e) => e.table === table && e.column === 'event_id')) return;
  edges.push({ table, column: 'event_id', refTable: 'event', refColumn: 'id', declared: false });
}
