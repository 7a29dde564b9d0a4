import type { z } from 'zod';
import { MSG } from './messages';

/** Returns the first issue's message of a failed parse: the one a form shows. */
export function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MSG.common.badRequest;
  if (issue.code === 'unrecognized_keys') return MSG.common.unknownField(issue.keys.join(', '));
  return issue.message || MSG.common.badRequest;
}
