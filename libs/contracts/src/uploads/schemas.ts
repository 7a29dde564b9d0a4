import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';

/**
 * `POST /api/s3/getPreSignedUrl` `{path, size?}` (spec §7; ARCHITECTURE §4.11): the upload path asked
 * for (checked against the member's allowed prefixes by the API) and the file's size in bytes.
 */
export const presignSchema = z.strictObject({
  path: z.string({ error: MSG.upload.pathForbidden }).trim().min(1, MSG.upload.pathForbidden).max(LIMITS.uploadPathMax, MSG.upload.pathForbidden),
  /**
   * The file's size in bytes (optional; counted as LIMITS.uploadMaxBytes when absent): bounds the signed
   * upload and the member's daily byte quota. Over LIMITS.uploadMaxBytes the API answers UPLOAD_TOO_LARGE.
   */
  size: z.number({ error: MSG.common.badRequest }).int(MSG.common.badRequest).min(1, MSG.common.badRequest).optional(),
});
export type PresignRequest = z.infer<typeof presignSchema>;
