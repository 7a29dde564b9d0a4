import { LOCAL_UPLOAD_PATHS } from '@babynews/contracts';
import type { AppConfig } from '../config/config.schema';

/** Path under which the local driver serves uploaded files (outside Nest, see local-upload.routes.ts). */
export const LOCAL_FILES_PATH = LOCAL_UPLOAD_PATHS.files;
/** Path the local driver's signed POST forms are sent to. */
export const LOCAL_POST_PATH = LOCAL_UPLOAD_PATHS.post;

/**
 * Full public URL of a stored image (ARCHITECTURE §4.11): `PUBLIC_BASE_URL/api/uploads/files/{key}` for
 * the local driver; for s3 `S3_PUBLIC_BASE_URL/{key}`, else the endpoint's path-style URL, else the
 * AWS virtual-hosted URL. Null for a null or empty key.
 */
export function imageUrlFor(config: Pick<AppConfig, 'publicBaseUrl' | 'storage'>, key: string | null | undefined): string | null {
  if (!key) return null;
  if (config.storage.driver === 'local') return `${config.publicBaseUrl}${LOCAL_FILES_PATH}${key}`;
  const s3 = config.storage.s3;
  if (s3.publicBaseUrl) return `${s3.publicBaseUrl}/${key}`;
  if (s3.endpoint) return `${s3.endpoint}/${s3.bucket}/${key}`;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com/${key}`;
}

/**
 * Origins the browser talks to for images besides this one (CSP `connect-src` for the signed POST,
 * `img-src` for reading): the S3 endpoint (or AWS's bucket host) and S3_PUBLIC_BASE_URL with the
 * s3 driver; none with the local driver (same origin).
 */
export function storageOrigins(config: Pick<AppConfig, 'publicBaseUrl' | 'storage'>): string[] {
  if (config.storage.driver !== 's3') return [];
  const s3 = config.storage.s3;
  const upload = s3.endpoint ?? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  const origins = [upload, s3.publicBaseUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin);
  return [...new Set(origins)];
}
