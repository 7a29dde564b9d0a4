import { z } from 'zod';
import type { PresignResponse } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answer of the signing route as a zod schema (ARCHITECTURE "The API table", §4.11): the API checks
 * every answer against it under jest, the OpenAPI document shows it, and `PresignResponse` is the same
 * shape (`Same` below makes the compiler compare both ways).
 */

/**
 * `POST /api/s3/getPreSignedUrl` → 200 `{url, fields, contentType, path}`: POST `multipart/form-data` to
 * `url` with every entry of `fields` (in order) and then the file as `file`; keep `path`.
 */
export const presignResponseSchema = z.strictObject({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  contentType: z.string(),
  path: z.string(),
});

/** Compile-time proof that `PresignResponse` and the schema above describe one shape. */
export type UploadResponsesMatch = [Expect<Same<z.output<typeof presignResponseSchema>, PresignResponse>>];
