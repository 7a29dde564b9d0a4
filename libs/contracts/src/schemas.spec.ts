import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import * as contracts from './index';
import { firstMessage } from './common/first-message';
import { ADMIN_TABLES } from './schema-tables/admin';
import { AUTH_TABLES } from './schema-tables/auth';
import { BIRTH_TABLES } from './schema-tables/birth';
import { CONSENT_ERASE_TABLES } from './schema-tables/consent-erase';
import { CONTENT_TABLES } from './schema-tables/content';
import { GIFT_TABLES } from './schema-tables/gifts';
import { GUESTBOOK_TABLES } from './schema-tables/guestbook';
import { MEMBER_MAIL_TABLES } from './schema-tables/member-mail';
import { NOTIFICATION_TABLES } from './schema-tables/notifications';
import { OWNER_TABLES } from './schema-tables/owner';
import { SITE_TABLES } from './schema-tables/site';
import { THANKS_TABLES } from './schema-tables/thanks';
import { CIRCLES_COPARENT_TABLES } from './schema-tables/circles-coparent';
import type { SchemaCase, SchemaTable } from './schema-tables/table';

/**
 * Every request schema's Korean messages, driven by tables (schema-tables/): each check of each
 * schema gets an input failing exactly that check, which must give the exact MSG text as the first
 * issue (what the form and the API show, spec §5), on the path of the field checked; every valid
 * input, including values exactly at each limit, passes.
 */
const TABLES: SchemaTable[] = [
  ...AUTH_TABLES,
  ...CONTENT_TABLES,
  ...OWNER_TABLES,
  ...SITE_TABLES,
  ...ADMIN_TABLES,
  ...GIFT_TABLES,
  ...GUESTBOOK_TABLES,
  ...MEMBER_MAIL_TABLES,
  ...NOTIFICATION_TABLES,
  ...CONSENT_ERASE_TABLES,
  ...THANKS_TABLES,
  ...BIRTH_TABLES,
  ...CIRCLES_COPARENT_TABLES,
];

describe.each(TABLES.map((table) => [table.name, table] as const))('%s', (_name, table) => {
  it.each(table.valid.map((input, i) => [i + 1, input] as const))('accepts valid input %i', (_i, input) => {
    const result = table.schema.safeParse(input);
    expect(result.success ? 'ok' : result.error.issues).toBe('ok');
  });

  it.each(table.cases.map((c) => [c.name, c] as const))('refuses %s with its Korean message', (_case, c: SchemaCase) => {
    const result = table.schema.safeParse(c.input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstMessage(result.error)).toBe(c.message);
    expect(result.error.issues[0]!.path).toEqual(c.path);
  });
});

describe('the tables', () => {
  it('cover every request schema the package exports', () => {
    const covered = new Set<unknown>(TABLES.map((t) => t.schema));
    // Answer schemas (`*ResponseSchema`) are checked by every API test instead (the answer check of the API table).
    const exported = Object.entries(contracts).filter(([name, value]) => value instanceof z.ZodType && !name.endsWith('ResponseSchema'));
    expect(exported.length).toBeGreaterThan(20);
    expect(exported.filter(([, schema]) => !covered.has(schema)).map(([name]) => name)).toEqual([]);
  });

  it('name each case once per schema (a copy-paste slip would hide a check)', () => {
    for (const table of TABLES) expect(new Set(table.cases.map((c) => c.name)).size).toBe(table.cases.length);
  });
});
