import type { z } from 'zod';
import { MSG } from '../common/messages';
import { CONSENT_MSG } from '../consent/messages';

/**
 * Test tables of the request schemas' Korean messages (schemas.spec.ts). Test-only: not exported from
 * the package index. Each case is an input that fails exactly one check of one schema, with the MSG
 * text that check must give as the first issue and the path of that issue.
 */

export interface SchemaCase {
  /** What is wrong, e.g. 'title over 100 characters'. */
  name: string;
  input: unknown;
  /** The exact first-issue message (what the form and the API show). */
  message: string;
  /** Path of the first issue: the field (and index) the check belongs to; [] for an unknown key. */
  path: PropertyKey[];
}

/** One schema: inputs that must pass (including values exactly at each limit) and its failing cases. */
export interface SchemaTable {
  /** The schema's export name (and what the table covers of it). */
  name: string;
  schema: z.ZodType;
  valid: unknown[];
  cases: SchemaCase[];
}

type Body = Record<string, unknown>;

/** `n` Hangul characters (one UTF-16 unit each, like the limits count). */
export const text = (n: number) => '가'.repeat(n);

/**
 * Case builders over a valid `base` body: each returns cases that change one field only, so the
 * first issue can only come from the check under test.
 */
export function casesFor(base: Body) {
  const set = (field: string, value: unknown): Body => ({ ...base, [field]: value });
  const value = (field: string, input: unknown, message: string, label: string): SchemaCase => ({
    name: `${field} ${label}`,
    input: set(field, input),
    message,
    path: [field],
  });
  const missing = (field: string, message: string): SchemaCase => {
    const { [field]: _omitted, ...rest } = base;
    return { name: `${field} missing`, input: rest, message, path: [field] };
  };
  return {
    value,
    missing,
    /** Missing, empty, blank (spaces only) and not a string: each the field's "required" message. */
    required: (field: string, message: string): SchemaCase[] => [
      missing(field, message),
      value(field, '', message, 'empty'),
      value(field, '   ', message, 'blank'),
      value(field, 123, message, 'not a string'),
    ],
    /** One character over `max`. */
    tooLong: (field: string, max: number, message: string): SchemaCase => value(field, text(max + 1), message, `over ${max} characters`),
    /** A valid body with `field` exactly at `max` characters. */
    atMax: (field: string, max: number): Body => set(field, text(max)),
    with: set,
    /** A field the schema does not know: refused with its name (ARCHITECTURE §5 whitelisting). */
    unknown: (): SchemaCase => ({ name: 'an unknown field', input: { ...base, extra: 1 }, message: MSG.common.unknownField('extra'), path: [] }),
  };
}

/** Cases of a schema of one value (not an object): `path` is []. */
export const valueCase = (name: string, input: unknown, message: string): SchemaCase => ({ name, input, message, path: [] });

/**
 * The relatives' consent box of a reserve, pledge or quiz body over `c` (ARCHITECTURE §4.24): absent,
 * false, the string 'true' and 1 each fail with CONSENT_MSG.missing.relative on `privacyConsent`.
 */
export const relativeConsentCases = (c: ReturnType<typeof casesFor>): SchemaCase[] => [
  c.missing('privacyConsent', CONSENT_MSG.missing.relative),
  c.value('privacyConsent', false, CONSENT_MSG.missing.relative, 'false'),
  c.value('privacyConsent', 'true', CONSENT_MSG.missing.relative, 'a string'),
  c.value('privacyConsent', 1, CONSENT_MSG.missing.relative, 'a number'),
];
