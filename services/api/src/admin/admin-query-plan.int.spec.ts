import { dateRangeQuerySchema, memberSearchQuerySchema, type AdminMemberPage, type MemberSearch } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Member } from '../members/member.entity';
import { testDatabases, useTestApp, type DbKind } from '../../test/harness';
import { AdminMembersService } from './admin-members.service';
import { AdminStatsService } from './admin-stats.service';

/**
 * The administration queries use their indexes, never a scan of `member` (ARCHITECTURE §4.12–4.13),
 * on SQLite and MariaDB: the exact statements the services send (caught from TypeORM's query log,
 * with their parameters) are EXPLAINed over a table of a few thousand members, and every access to
 * `member` must be an index search on the named index — SQLite: `SEARCH m USING [COVERING] INDEX
 * <name>` and no `SCAN m`; MariaDB: `type` range/ref/index_merge (never ALL, nor a full index walk)
 * and `key` the named index.
 */
jest.setTimeout(180_000);

const MEMBERS = 3000;
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['하늘', '하람', '민준', '서연', '도윤', '지우', '예준', '하은', '시우', '수아', '주원', '지호'];
const LATIN = ['Kim', 'Lee', 'Park', 'Choi', 'Jung'];
const HOUR_MS = 3_600_000;
const FIRST_SIGNUP = Date.parse('2024-01-01T00:00:00.000Z');

/** One EXPLAIN row, whichever engine: the table it reads, how, and the index. */
interface PlanStep {
  table: string;
  access: string;
  key: string | null;
  detail: string;
}

/** A statement as the service sent it. */
interface Statement {
  sql: string;
  parameters: unknown[];
}

/**
 * Member `i` of the seeded table: sign-ups every 8 hours, names of both scripts, most with a phone;
 * every 50th number starts 010-5555 (enough matches that the page's COUNT is sent too).
 */
function seedRow(i: number): Record<string, unknown> {
  const createdAt = new Date(FIRST_SIGNUP + i * 8 * HOUR_MS);
  const latin = i % 7 === 0;
  return {
    username: `plan_${i}`,
    passwordHash: null,
    email: `plan${i}@example.com`,
    displayName: latin ? `${LATIN[i % LATIN.length]}${i}` : `회원${i}`,
    realName: i % 5 === 3 ? null : latin ? `${LATIN[i % LATIN.length]} ${i}` : `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i >> 1) % GIVEN.length]}`,
    phoneNumber: i % 4 === 0 ? null : i % 50 === 1 ? `0105555${String(i).padStart(4, '0')}` : `010${String(10_000_000 + ((i * 7919) % 90_000_000))}`,
    role: 'ROLE_USER',
    provider: ['regular', 'kakao', 'google'][i % 3],
    providerUserId: i % 3 === 0 ? null : `plan-pid-${i}`,
    createdAt,
    updatedAt: createdAt,
  };
}

describe.each(testDatabases())('admin query plans on %s', (db: DbKind) => {
  const s = useTestApp(db);
  const dataSource = () => s.t.app.get(DataSource);

  beforeAll(async () => {
    const repo = dataSource().getRepository(Member);
    for (let from = 0; from < MEMBERS; from += 250) {
      const rows = Array.from({ length: Math.min(250, MEMBERS - from) }, (_, k) => seedRow(from + k));
      await repo.createQueryBuilder().insert().values(rows).execute();
    }
    // MariaDB keeps InnoDB statistics up to date in the background; take them now, as a table that
    // has lived a while has them. SQLite is left without ANALYZE, as the service runs it.
    if (db === 'mariadb') await dataSource().query('ANALYZE TABLE `member`');
  });

  /** Runs `work` and returns the SELECTs on `member` it sent, exactly as sent. */
  async function statementsOf(work: () => Promise<unknown>): Promise<Statement[]> {
    const logger = dataSource().logger;
    const spy = jest.spyOn(logger, 'logQuery');
    try {
      await work();
      return spy.mock.calls
        .map(([sql, parameters]): Statement => ({ sql, parameters: Array.isArray(parameters) ? parameters : [] }))
        .filter(({ sql }) => /^\s*SELECT\b/i.test(sql) && /\bmember\b/i.test(sql));
    } finally {
      spy.mockRestore();
    }
  }

  /**
   * SQLite names the index behind a table's UNIQUE constraint `sqlite_autoindex_member_N`; this maps
   * each to the constraint's name in the migration (`uq_member_display_name` for `display_name`).
   */
  async function sqliteIndexNames(): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const indexes: Array<{ name: string }> = await dataSource().query("PRAGMA index_list('member')");
    for (const { name } of indexes.filter((index) => index.name.startsWith('sqlite_autoindex_'))) {
      const columns: Array<{ name: string }> = await dataSource().query(`PRAGMA index_info('${name}')`);
      names.set(name, `uq_member_${columns.map((column) => column.name).join('_')}`);
    }
    return names;
  }

  /** EXPLAIN QUERY PLAN (SQLite) or EXPLAIN (MariaDB) of `statement`, as steps on table alias `m`. */
  async function planOf({ sql, parameters }: Statement): Promise<PlanStep[]> {
    if (db === 'sqlite') {
      const rows: Array<{ detail: string }> = await dataSource().query(`EXPLAIN QUERY PLAN ${sql}`, parameters);
      const names = await sqliteIndexNames();
      return rows.map(({ detail }) => {
        const key = /INDEX (\w+)/.exec(detail)?.[1] ?? null;
        return { table: /^(?:SCAN|SEARCH) (\S+)/.exec(detail)?.[1] ?? '', access: detail.split(' ')[0], key: key && (names.get(key) ?? key), detail };
      });
    }
    const rows: Array<{ table: string | null; type: string | null; key: string | null; Extra: string | null }> = await dataSource().query(
      `EXPLAIN ${sql}`,
      parameters,
    );
    return rows.map((row) => ({ table: row.table ?? '', access: row.type ?? '', key: row.key, detail: JSON.stringify(row) }));
  }

  /**
   * Asserts that `statements` (the page's SELECT, and its COUNT when TypeORM sends one) read `member`
   * only through index searches, on exactly the indexes `keys` (`exact`), or on some of them.
   */
  async function expectIndexed(statements: Statement[], keys: string[], exact = true): Promise<void> {
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const steps = (await planOf(statement)).filter((step) => step.table === 'm');
      const shown = `${statement.sql}\n${steps.map((step) => step.detail).join('\n')}`;
      expect({ shown, steps: steps.length > 0 }).toEqual({ shown, steps: true });
      // SQLite: every step on m is a SEARCH through an index (a SCAN reads the table or a whole index).
      // MariaDB: ALL is a table scan and index a walk of a whole index; neither may appear.
      const bad = steps.filter((step) => (db === 'sqlite' ? step.access !== 'SEARCH' || !step.key : !['range', 'ref', 'index_merge'].includes(step.access)));
      expect({ shown, bad: bad.map((step) => step.detail) }).toEqual({ shown, bad: [] });
      const used = [...new Set(steps.flatMap((step) => (step.key ?? '').split(',').filter(Boolean)))].sort();
      const expected = exact ? [...keys].sort() : used.filter((key) => keys.includes(key));
      expect({ shown, keys: used }).toEqual({ shown, keys: expected });
      expect(used.length).toBeGreaterThan(0);
    }
  }

  /** Runs `work`, asserting that it sent the page's SELECT and also its COUNT (`withCount`). */
  async function pageStatements(work: () => Promise<unknown>, withCount: boolean): Promise<Statement[]> {
    const statements = await statementsOf(work);
    expect(statements.map(({ sql }) => (/COUNT\(/i.test(sql) ? 'count' : 'page'))).toEqual(withCount ? ['page', 'count'] : ['page']);
    return statements;
  }

  /** The WHERE clause of `sql` (up to ORDER BY). */
  const whereOf = (sql: string): string => (sql.split(/ WHERE /i)[1] ?? '').split(/ ORDER BY /i)[0];
  const members = () => s.t.app.get(AdminMembersService);
  const parseSearch = (query: Record<string, string>): MemberSearch => memberSearchQuerySchema.parse(query);
  const MONTH = { startDate: '2025-03-01', endDate: '2025-03-31' };

  it('sign-up statistics: a created_at range on idx_member_created_provider', async () => {
    const range = dateRangeQuerySchema.parse(MONTH);
    const statements = await statementsOf(() => s.t.app.get(AdminStatsService).countByProvider(range));
    expect(statements).toHaveLength(1);
    await expectIndexed(statements, ['idx_member_created_provider']);
  });

  it('member list by date range: idx_member_created for the page and its count', async () => {
    let total = 0;
    const statements = await pageStatements(async () => {
      total = (await members().search(0, parseSearch(MONTH))).page.totalElements;
    }, true);
    expect(total).toBe(93);
    await expectIndexed(statements, ['idx_member_created']);
  });

  it('name search without dates: prefix ranges on idx_member_real_name and uq_member_display_name, no date range', async () => {
    let result: AdminMemberPage | undefined;
    const statements = await pageStatements(async () => {
      result = await members().search(0, parseSearch({ name: '김하늘' }));
    }, true);
    expect(result!.page.totalElements).toBeGreaterThan(15);
    expect(result!._embedded.members.every((m) => m.realName?.startsWith('김하늘'))).toBe(true);
    expect(statements.filter(({ sql }) => /created_at/i.test(whereOf(sql)))).toEqual([]);
    await expectIndexed(statements, ['idx_member_real_name', 'uq_member_display_name']);
  });

  it('name search in Latin letters typed in small letters: still index ranges only', async () => {
    let names: string[] = [];
    const statements = await pageStatements(async () => {
      names = (await members().search(0, parseSearch({ name: 'kim 1' })))._embedded.members.map((m) => m.realName ?? '');
    }, true);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Kim 1'))).toBe(true);
    await expectIndexed(statements, ['idx_member_real_name', 'uq_member_display_name']);
  });

  it('phone search without dates: a prefix range of the stored digits on idx_member_phone_number', async () => {
    let result: AdminMemberPage | undefined;
    const statements = await pageStatements(async () => {
      result = await members().search(0, parseSearch({ phoneNumber: '010-5555' }));
    }, true);
    expect(result!.page.totalElements).toBe(60);
    expect(statements.filter(({ sql }) => /created_at/i.test(whereOf(sql)))).toEqual([]);
    await expectIndexed(statements, ['idx_member_phone_number']);

    const phone = String(seedRow(3).phoneNumber);
    const exact = await pageStatements(async () => {
      result = await members().search(0, parseSearch({ phoneNumber: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}` }));
    }, false);
    expect(result!._embedded.members.map((m) => m.phoneNumber)).toEqual([phone]);
    await expectIndexed(exact, ['idx_member_phone_number']);
  });

  it('both filters: the planner picks the date or the name index, never a scan', async () => {
    let result: AdminMemberPage | undefined;
    const statements = await statementsOf(async () => {
      result = await members().search(0, parseSearch({ startDate: '2024-01-01', endDate: '2026-12-31', name: '김하' }));
    });
    expect(result!.page.totalElements).toBeGreaterThan(15);
    await expectIndexed(statements, ['idx_member_created', 'idx_member_created_provider', 'idx_member_real_name', 'uq_member_display_name'], false);
  });
});
