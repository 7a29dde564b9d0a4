import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { BASE_TEST_ENV, createTestDatabase, testDatabases, type DbKind, type TestDatabase } from '../../test/harness';
import { dataSourceOptions } from './data-source.options';
import { MIGRATIONS } from './migrations';
import { Birth1795800000000 } from './migrations/1795800000000-birth';
import { ParentSide1795530000000 } from './migrations/1795530000000-parent-side';

/**
 * `addColumns` / `dropColumns` (database/add-columns.ts) through the migrations that use them, on SQLite and
 * MariaDB: every migration from ParentSide1795530000000 on, undone one by one from the newest, leaves the
 * tables without the columns it added, and run again brings them back with their defaults on existing rows.
 */

const FIRST = MIGRATIONS.indexOf(ParentSide1795530000000);

/** The column names of `table`. */
async function columnsOf(ds: DataSource, table: string): Promise<string[]> {
  const runner = ds.createQueryRunner();
  try {
    return ((await runner.getTable(table))?.columns ?? []).map((column) => column.name);
  } finally {
    await runner.release();
  }
}

describe.each(testDatabases())('column migrations down and up on %s', (kind: DbKind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  it('down removes what up added, newest first; up adds it again', async () => {
    const config = loadConfig({ ...BASE_TEST_ENV, ...db.env });
    const ds = new DataSource({ ...dataSourceOptions(config), migrations: MIGRATIONS, migrationsRun: false });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      expect(await columnsOf(ds, 'event')).toEqual(expect.arrayContaining(['due_date', 'hide_countdown', 'born_at', 'birth_announced_at', 'cover_path']));
      expect(await columnsOf(ds, 'reservation')).toEqual(expect.arrayContaining(['thanked', 'birth_news', 'thank_you_at']));

      // undo down to (not including) Birth1795800000000's predecessor: the birth and cover columns go
      const toUndo = MIGRATIONS.length - MIGRATIONS.indexOf(Birth1795800000000);
      for (let i = 0; i < toUndo; i++) await ds.undoLastMigration({ transaction: 'each' });
      const event = await columnsOf(ds, 'event');
      for (const gone of [
        'born_at',
        'birth_babies',
        'birth_photo_path',
        'birth_photo_variant_path',
        'birth_message',
        'birth_announced_at',
        'cover_path',
        'cover_height',
      ]) {
        expect(event).not.toContain(gone);
      }
      expect(event).toContain('hide_countdown');

      // and on to before ParentSide1795530000000
      for (let i = MIGRATIONS.indexOf(Birth1795800000000); i > FIRST; i--) await ds.undoLastMigration({ transaction: 'each' });
      expect(await columnsOf(ds, 'event')).not.toContain('due_date');
      expect(await columnsOf(ds, 'wish')).not.toContain('sort_order');
      expect(await columnsOf(ds, 'reservation')).not.toContain('thanked');

      await ds.runMigrations({ transaction: 'each' });
      expect(await columnsOf(ds, 'event')).toEqual(expect.arrayContaining(['due_date', 'surprise_mode', 'hide_countdown', 'born_at', 'cover_width']));
      expect(await columnsOf(ds, 'reservation')).toEqual(expect.arrayContaining(['thanked', 'birth_news', 'thank_you_at']));
    } finally {
      await ds.destroy();
    }
  });
});
