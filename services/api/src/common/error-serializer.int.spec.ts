import { DataSource } from 'typeorm';
import { bearer, createWish, ownerWithNews, reserveBody } from '../../test/helpers';
import { createTestDatabase, startApp, testDatabases, type TestApp, type TestDatabase } from '../../test/harness';
import { serializeError } from './error-serializer';

const NAME = '센티넬김이름';
const PHONE = '010-9753-1864';
const ADDRESS = '센티넬시 비밀구 숨김로 77';
const PIN = '8604';

// One array for every app of this file: nestjs-pino keeps the first app's logger as its process-wide root.
const logs: string[] = [];

// ARCHITECTURE §5 logs: a database failure is logged with its code and stack, never with the statement,
// its values, the request body or headers.
describe.each(testDatabases())('database errors in the logs (%s)', (kind) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    t = await startApp({ ...db.env, LOG_LEVEL: 'info' }, logs);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('a reservation whose INSERT fails answers 500 INTERNAL_ERROR and logs no name, phone, address or PIN', async () => {
    const owner = await ownerWithNews(t, { address: ADDRESS, detailAddress: ADDRESS });
    const wishId = await createWish(t, owner.token, owner.code);
    const ds = t.app.get(DataSource);
    // The database refuses the row; MariaDB's message even quotes the reserver's name and contact.
    if (kind === 'mariadb') {
      await ds.query(
        "CREATE TRIGGER refuse_reservation BEFORE INSERT ON reservation FOR EACH ROW BEGIN DECLARE msg VARCHAR(255); SET msg = CONCAT('refused ', NEW.reserved_name, ' ', NEW.reserved_email); SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = msg; END",
      );
    } else {
      await ds.query("CREATE TRIGGER refuse_reservation BEFORE INSERT ON reservation BEGIN SELECT RAISE(ABORT, 'refused'); END");
    }
    try {
      logs.length = 0;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/wish/reserve/${wishId}`,
        headers: { ...bearer(owner.token), 'x-sentinel-header': NAME },
        payload: reserveBody({ eventCode: owner.code, reservedName: NAME, reservedEmail: PHONE, reservedPassword: PIN }),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(res.body).not.toContain(NAME);

      const output = logs.join('');
      const failure = output
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { msg?: string; err?: { code?: string; stack?: string; message?: string } })
        .find((l) => l.msg === 'request failed');
      expect(failure?.err?.code).toBe(kind === 'mariadb' ? 'ER_SIGNAL_EXCEPTION' : 'SQLITE_CONSTRAINT_TRIGGER');
      expect(failure?.err?.stack).toMatch(/\s+at /);
      for (const secret of [NAME, PHONE, PHONE.replace(/-/g, ''), ADDRESS, `"${PIN}"`, `'${PIN}'`, 'INSERT INTO', 'refused', owner.token]) {
        expect(output).not.toContain(secret);
      }
    } finally {
      await ds.query('DROP TRIGGER refuse_reservation');
    }
  });
});

describe('serializeError', () => {
  it('keeps type, code, errno, sqlState and the frames; drops the statement, the values and any other property', () => {
    const driverError = Object.assign(new Error("Duplicate entry '010-1111-2222' for key 'x'"), {
      code: 'ER_DUP_ENTRY',
      errno: 1062,
      sqlState: '23000',
      sqlMessage: "Duplicate entry '010-1111-2222' for key 'x'",
      sql: "INSERT INTO t VALUES ('010-1111-2222')",
    });
    class QueryFailedError extends Error {
      query = 'INSERT INTO t VALUES (?)';
      parameters = ['010-1111-2222'];
      driverError = driverError;
    }
    const err = Object.assign(new QueryFailedError(driverError.message), { body: { phone: '010-1111-2222' }, headers: { authorization: 'Bearer x' } });
    const out = serializeError(Object.assign(new Error('outer', { cause: err }))) as Record<string, unknown>;
    expect(out).toMatchObject({
      type: 'Error',
      message: 'outer',
      cause: { type: 'QueryFailedError', message: 'ER_DUP_ENTRY (1062)', code: 'ER_DUP_ENTRY', errno: 1062, sqlState: '23000' },
    });
    expect(JSON.stringify(out)).not.toMatch(/010-1111-2222|INSERT|Bearer/);
    expect(serializeError('plain')).toBe('plain');
  });
});
