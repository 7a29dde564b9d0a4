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
