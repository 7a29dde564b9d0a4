import type { RouteDeclaration } from '../api/route';

/**
 * A member asks for a signed upload form for an image path under one of their prefixes (`wish/`;
 * administrators also `notices/`, `popup-modal-`, `assets/`), within the daily quota.
 */
export const presignRoute = {
  method: 'POST',
  path: '/s3/getPreSignedUrl',
  access: 'member',
  body: 'presignSchema',
  output: 'presignResponseSchema',
  errors: ['UPLOAD_PATH_FORBIDDEN', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_TOO_LARGE', 'UPLOAD_QUOTA_EXCEEDED'],
} as const satisfies RouteDeclaration;

/**
 * The upload routes of the API table (spec §7, ARCHITECTURE §4.11). The signed form itself is posted
 * to the storage (S3, or the local driver's multipart `POST /api/uploads/local`, a Fastify route outside
 * the table), not to a table route. Each route is its own export; `uploadRoutes` lists them for the table.
 */
export const uploadRoutes = { presign: presignRoute };

/**
 * The local storage driver's two Fastify routes (ARCHITECTURE §4.11), outside the table: a multipart
 * form in (the same contract as an S3 presigned POST, signed by `presignRoute`'s answer) and a file out.
 */
export const LOCAL_UPLOAD_PATHS = {
  /** Where the signed POST form is sent. */
  post: '/api/uploads/local',
  /** Prefix of a stored file's URL (`{prefix}{key}`). */
  files: '/api/uploads/files/',
} as const;
