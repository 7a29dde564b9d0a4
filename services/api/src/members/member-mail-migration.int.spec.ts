import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from '../database/data-source.options';
import { MIGRATIONS } from '../database/migrations';
import { MemberMail1795720000000 } from '../database/migrations/1795720000000-member-mail';
import { BASE_TEST_ENV, createTestDatabase, testDatabases, type DbKind, type TestDatabase } from '../../test/harness';

/**
 * `MemberMail1795720000000` (ARCHITECTURE §4.23) on a database holding members from before it: the
 * rows and their event survive (SQLite rebuilds the table), the members start unverified, `email` is no
 * longer unique, `verified_email` is (NULLs aside), and `down` restores the unique e-mail.
 */

const INDEX = MIGRATIONS.indexOf(MemberMail1795720000000);
const STAMP = '2026-11-20 09:30:00.000';

async function dataSourceUpTo(db: TestDatabase, upTo: number): Promise<DataSource> {
  const config = loadConfig({ ...BASE_TEST_ENV, ...db.env });
  const ds = new DataSource({ ...dataSourceOptions(config), migrations: MIGRATIONS.slice(0, upTo), migrationsRun: false });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}

const insertMember = (ds: DataSource, n: number, email: string) =>
  ds.query(
    "INSERT INTO `member` (username, password_hash, email, display_name, role, provider, created_at, updated_at) VALUES (?, 'x', ?, ?, 'ROLE_USER', 'regular', ?, ?)",
    [`old_${n}`, email, `예전${n}`, STAMP, STAMP],
  );

describe.each(testDatabases())('member mail migration on %s', (kind: DbKind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  it('keeps the members and their pages, leaves them unverified, frees the e-mail and makes verified_email unique; down restores it', async () => {
    const before = await dataSourceUpTo(db, INDEX);
    await insertMember(before, 1, 'old1@example.com');
    await insertMember(before, 2, 'old2@example.com');
    const [{ id }] = await before.query('SELECT id FROM `member` WHERE username = ?', ['old_1']);
    await before.query(
      "INSERT INTO `event` (code, owner_id, title, description, post_code, address, detail_address, created_at, updated_at) VALUES ('mig2026code00001', ?, '예전 소식', '', '06236', '주소', '', ?, ?)",
      [id, STAMP, STAMP],
    );
    await before.destroy();

    const after = await dataSourceUpTo(db, INDEX + 1);
    try {
      const rows = await after.query('SELECT username, email, email_verified_at, verified_email FROM `member` ORDER BY username');
      expect(rows).toEqual([
        { username: 'old_1', email: 'old1@example.com', email_verified_at: null, verified_email: null },
        { username: 'old_2', email: 'old2@example.com', email_verified_at: null, verified_email: null },
      ]);
      expect(await after.query('SELECT owner_id FROM `event` WHERE code = ?', ['mig2026code00001'])).toEqual([{ owner_id: id }]);
      await insertMember(after, 3, 'old1@example.com'); // an address is no longer unique
      await after.query('UPDATE `member` SET verified_email = email WHERE username = ?', ['old_1']);
      await expect(after.query('UPDATE `member` SET verified_email = email WHERE username = ?', ['old_3'])).rejects.toThrow();
      await after.query('DELETE FROM `member` WHERE username = ?', ['old_3']);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(insertMember(after, 4, 'old2@example.com')).rejects.toThrow();
      expect((await after.query('SELECT username FROM `member` ORDER BY username')).map((r: { username: string }) => r.username)).toEqual(['old_1', 'old_2']);
    } finally {
      await after.destroy();
    }
  });
});
