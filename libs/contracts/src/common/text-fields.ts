import { z } from 'zod';

/**
 * Text fields the request schemas of every domain build on (ARCHITECTURE §4, spec §5). Internal to the
 * contracts: not exported by the package index.
 */

/** A required string, trimmed, with the specification's message for blank or missing; `max` bounds its length (characters). */
export const requiredText = (message: string, max?: { len: number; message: string }) => {
  const base = z.string({ error: message }).trim().min(1, message);
  return max ? base.max(max.len, max.message) : base;
};

/** An optional string, trimmed, at most `max` characters; absent becomes ''. */
export const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).optional().default('');
