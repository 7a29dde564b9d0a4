/** Answer shapes of uploads (spec §7; ARCHITECTURE §4.11). */

/**
 * Answer of `POST /api/s3/getPreSignedUrl` (ARCHITECTURE §4.11): POST a `multipart/form-data` form to
 * `url` with every entry of `fields` (in order) and then the file as `file`; keep `path`.
 */
export interface PresignResponse {
  url: string;
  /** Form fields of the signed POST (S3: key, Content-Type, policy and signature; local: key, Content-Type, token). */
  fields: Record<string, string>;
  contentType: string;
  path: string;
}
