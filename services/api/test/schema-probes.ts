import type { DataSource } from 'typeorm';
import type { ReferenceEdge } from '../src/database/foreign-keys';

/**
 * Schema probes for the deletion tests (news deletion, member withdrawal): they follow the foreign keys
 * read from the database, so a table added later is covered without editing the tests.
 */

/** Rows reachable from `table.column IN values` through the references, per table (the start table included). */
export async function reachable(ds: DataSource, edges: ReferenceEdge[], table: string, column: string, values: unknown[], out: Record<string, number> = {}) {
  if (values.length === 0) return out;
  const marks = values.map(() => '?').join(', ');
  const rows: Array<{ n: number | string }> = await ds.query(`SELECT COUNT(*) AS n FROM \`${table}\` WHERE \`${column}\` IN (${marks})`, values);
  out[table] = (out[table] ?? 0) + Number(rows[0]!.n);
  for (const child of edges.filter((e) => e.refTable === table && e.table !== table)) {
    const parents: Array<{ v: unknown }> = await ds.query(`SELECT \`${child.refColumn}\` AS v FROM \`${table}\` WHERE \`${column}\` IN (${marks})`, values);
    await reachable(
      ds,
      edges,
      child.table,
      child.column,
      parents.map((p) => p.v),
      out,
    );
  }
  return out;
}

/** Rows anywhere whose reference points at a missing parent row, per reference. */
export async function orphans(ds: DataSource, edges: ReferenceEdge[]): Promise<string[]> {
  const found: string[] = [];
  for (const e of edges) {
    const rows: Array<{ n: number | string }> = await ds.query(
      `SELECT COUNT(*) AS n FROM \`${e.table}\` c LEFT JOIN \`${e.refTable}\` p ON p.\`${e.refColumn}\` = c.\`${e.column}\`
       WHERE c.\`${e.column}\` IS NOT NULL AND p.\`${e.refColumn}\` IS NULL`,
    );
    if (Number(rows[0]!.n) > 0) found.push(`${e.table}.${e.column} → ${e.refTable}.${e.refColumn}: ${rows[0]!.n}`);
  }
  return found;
}
