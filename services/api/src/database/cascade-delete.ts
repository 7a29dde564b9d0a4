import type { EntityManager } from 'typeorm';
import { loadReferenceEdges, type ReferenceEdge } from './foreign-keys';

/** Longest chain of references followed (guards against reference cycles). */
const MAX_DEPTH = 8;
/** Values per `IN (...)` list. */
const CHUNK = 500;

/**
 * Columns holding stored file keys, and the set that receives the keys of the deleted rows (so the caller
 * can discard the files after the transaction commits, ARCHITECTURE §4.11).
 */
export interface FileCollector {
  columns: ReadonlyArray<{ table: string; column: string }>;
  into: Set<string>;
}

/**
 * Deletes the rows of `table` whose `column` is one of `values`, after deleting — depth first —
 * every row of every table that references them (found in the schema by `loadReferenceEdges`).
 * Explicit deletes make the result independent of whether a foreign key was declared with
 * ON DELETE CASCADE (or declared at all, for `event_id` columns). Run it inside a transaction.
 * With `files`, the non-null values of `files.columns` in every deleted row are added to `files.into`
 * (read just before each DELETE, inside the same transaction).
 * @returns how many rows were deleted per table (the table itself included).
 */
export async function deleteWithDependents(
  manager: EntityManager,
  table: string,
  column: string,
  values: unknown[],
  files?: FileCollector,
): Promise<Record<string, number>> {
  const edges = await loadReferenceEdges(manager);
  const counts: Record<string, number> = {};
  await deleteRows(manager, edges, table, column, values, 0, counts, files);
  return counts;
}

async function deleteRows(
  manager: EntityManager,
  edges: ReferenceEdge[],
  table: string,
  column: string,
  values: unknown[],
  depth: number,
  counts: Record<string, number>,
  files: FileCollector | undefined,
): Promise<void> {
  if (values.length === 0) return;
  if (depth > MAX_DEPTH) throw new Error(`reference chain deeper than ${MAX_DEPTH} at ${table}.${column}`);
  for (const child of edges.filter((e) => e.refTable === table && e.table !== table)) {
    const parentValues = child.refColumn === column ? values : await selectColumn(manager, table, child.refColumn, column, values);
    await deleteRows(manager, edges, child.table, child.column, parentValues, depth + 1, counts, files);
  }
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    const before = await count(manager, table, column, chunk);
    if (before === 0) continue;
    for (const fileColumn of files?.columns.filter((c) => c.table === table) ?? []) {
      for (const key of await selectColumn(manager, table, fileColumn.column, column, chunk)) files!.into.add(String(key));
    }
    await manager.query(`DELETE FROM \`${table}\` WHERE \`${column}\` IN (${chunk.map(() => '?').join(', ')})`, chunk);
    counts[table] = (counts[table] ?? 0) + before;
  }
}

async function selectColumn(manager: EntityManager, table: string, wanted: string, column: string, values: unknown[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    const rows: Array<{ v: unknown }> = await manager.query(
      `SELECT \`${wanted}\` AS v FROM \`${table}\` WHERE \`${column}\` IN (${chunk.map(() => '?').join(', ')})`,
      chunk,
    );
    for (const row of rows) if (row.v !== null && row.v !== undefined) out.push(row.v);
  }
  return out;
}

async function count(manager: EntityManager, table: string, column: string, values: unknown[]): Promise<number> {
  const rows: Array<{ n: number | string }> = await manager.query(
    `SELECT COUNT(*) AS n FROM \`${table}\` WHERE \`${column}\` IN (${values.map(() => '?').join(', ')})`,
    values,
  );
  return Number(rows[0]?.n ?? 0);
}
