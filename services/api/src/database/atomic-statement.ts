import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs ONE data-changing statement atomically and returns the number of affected rows, on a
 * query runner in autocommit mode: a pooled connection on MySQL/MariaDB; on SQLite the shared
 * connection, where `serializeSqliteAccess` makes the statement wait for any other request's open
 * transaction, so it can never be rolled back by someone else's failure.
 * Errors of the driver (e.g. a unique or foreign-key violation) are thrown unchanged.
 */
export async function runAtomicStatement(dataSource: DataSource, sql: string, values: unknown[]): Promise<number> {
  const runner = dataSource.createQueryRunner('master');
  try {
    const result = await runner.query(sql, values, true);
    return Number(result.affected ?? 0);
  } finally {
    await runner.release();
  }
}

/** Runs one statement inside the current transaction and returns the affected rows. */
export type Run = (sql: string, values: unknown[]) => Promise<number>;

/** Runs one SELECT inside the current transaction and returns its rows. */
export type Read = <R>(sql: string, values: unknown[]) => Promise<R[]>;

/**
 * The `run` and `read` of a transaction already open on `manager` (e.g. a service called inside another
 * service's transaction): both go to that transaction's connection.
 */
export function statementsOf(manager: EntityManager): { run: Run; read: Read } {
  const runner = manager.queryRunner!;
  return {
    run: async (sql, values) => Number((await runner.query(sql, values, true)).affected ?? 0),
    read: async <R>(sql: string, values: unknown[]) => (await runner.query(sql, values)) as R[],
  };
}

/**
 * Runs `work` in one transaction (SQLite: serialised with other requests); any throw rolls it back.
 * `run` answers a write's affected rows, `read` a SELECT's rows (both on the transaction's connection,
 * `statementsOf`): for several raw statements that must commit together (a conditional counter UPDATE and its row).
 */
export function transactional<T>(dataSource: DataSource, work: (run: Run, read: Read) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const { run, read } = statementsOf(manager);
    return work(run, read);
  });
}
