import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MAIL_MSG } from './messages';

/**
 * Optional `receiptEmail` of the reserve and pledge bodies (ARCHITECTURE §4.23): where the receipt
 * goes, trimmed and lower-cased; blank or absent means no receipt. A bad address answers
 * `MAIL_MSG.receiptEmailFormat` and nothing is stored.
 */
export const receiptEmailField = {
  receiptEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: MAIL_MSG.receiptEmailFormat })
      .trim()
      .max(LIMITS.emailMax, MAIL_MSG.receiptEmailFormat)
      .pipe(z.email({ error: MAIL_MSG.receiptEmailFormat }))
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
};
