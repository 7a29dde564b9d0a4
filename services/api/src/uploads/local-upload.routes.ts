import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { LIMITS } from '@babynews/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { toApiError } from '../common/app-exception.filter';
import { DomainError } from '../common/domain-error';
import { LocalUploadError, type LocalStorageDriver } from './local-storage.driver';
import { LOCAL_FILES_PATH, LOCAL_POST_PATH } from './public-url';
import { contentTypeOfKey } from './upload-keys';

/** Cache-Control of served uploads: keys are unique and never rewritten with other content. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Room for the form's fields and part headers on top of the file in a signed POST's body, in bytes. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * Registers the local driver's two routes as an encapsulated Fastify plugin (outside Nest's
 * pipeline, like the news fast path), ARCHITECTURE §4.11:
 * - `POST /api/uploads/local` — `multipart/form-data` with the signed fields `key`, `Content-Type`,
 *   `token` (from `getPreSignedUrl`) and then the file as `file`, the contract of an S3 presigned POST.
 *   Checks the token's signature and expiry (403 `UPLOAD_SIGNATURE_INVALID`), `Content-Type` equal to
 *   the key's image type (400 `UPLOAD_TYPE_NOT_ALLOWED`), at most the signed size and never over
 *   LIMITS.uploadMaxBytes = 10 MB (413 `UPLOAD_TOO_LARGE`, also for a declared Content-Length over it)
 *   and the file's magic bytes (400 `UPLOAD_TYPE_NOT_ALLOWED`), then stores the file → 200 `{path}`.
 *   A body that is not a form answers 415 `UNSUPPORTED_MEDIA_TYPE`, a broken form 400 `MALFORMED_BODY`.
 * - `GET /api/uploads/files/{key}` — the stored file, cached for a year; 404 `NOT_FOUND` JSON otherwise.
 * Only this plugin reads multipart bodies: its content-type parsers do not leak to other routes.
 */
export function registerLocalUploadRoutes(fastify: FastifyInstance, driver: LocalStorageDriver, logError: (err: unknown) => void): void {
  void fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(multipart, {
      // One over the largest file, so busboy never silently truncates what the size guard must refuse.
      limits: { fileSize: LIMITS.uploadMaxBytes + 1, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
    });

    scope.post(LOCAL_POST_PATH, async (request, reply) => {
      try {
        const path = await acceptUpload(request, driver);
        return reply.status(200).send({ path });
      } catch (err) {
        const known = err instanceof DomainError ? err : fromMultipartError(err);
        if (!known) logError(err);
        return sendError(reply, known ?? err);
      }
    });

    scope.get(`${LOCAL_FILES_PATH}*`, async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
      const key = request.params['*'];
      const found = await driver.stat(key);
      const path = driver.pathOf(key);
      if (!found || !path) return sendError(reply, new DomainError('NOT_FOUND'));
      return reply
        .header('content-type', found.contentType ?? 'application/octet-stream')
        .header('content-length', String(found.size))
        .header('cache-control', UPLOAD_CACHE_CONTROL)
        .send(createReadStream(path));
    });
  });
}

async function acceptUpload(request: FastifyRequest, driver: LocalStorageDriver): Promise<string> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LIMITS.uploadMaxBytes + FORM_OVERHEAD_BYTES) throw new DomainError('UPLOAD_TOO_LARGE');
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  const part = await request.file();
  if (!part) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED', { detail: 'form without a file' });
  try {
    const key = fieldOf(part, 'key');
    const contentType = contentTypeOfKey(key);
    const check = contentType ? driver.signer.verify(key, contentType, fieldOf(part, 'token')) : { result: 'bad' as const };
    if (!contentType || check.result !== 'ok') throw new DomainError('UPLOAD_SIGNATURE_INVALID');
    if (fieldOf(part, 'Content-Type').split(';')[0].trim().toLowerCase() !== contentType) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
    try {
      await driver.write(key, contentType, part.file, Math.min(check.maxBytes, LIMITS.uploadMaxBytes));
    } catch (err) {
      if (err instanceof LocalUploadError) throw new DomainError(err.reason === 'too-large' ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_TYPE_NOT_ALLOWED');
      throw err;
    }
    if (part.file.truncated) {
      await driver.remove(key);
      throw new DomainError('UPLOAD_TOO_LARGE');
    }
    return key;
  } finally {
    // A refused form's file part is read to its end so the request settles.
    if (!part.file.readableEnded) part.file.resume();
  }
}

/** The string value of a form field sent before the file ('' when missing or not a plain field). */
function fieldOf(part: MultipartFile, name: string): string {
  const value = part.fields[name];
  const field = (Array.isArray(value) ? value[0] : value) as MultipartValue | MultipartFile | undefined;
  return field?.type === 'field' && typeof field.value === 'string' ? field.value : '';
}

/** @fastify/multipart's and busboy's refusals as error codes; null for anything else (a server fault). */
function fromMultipartError(err: unknown): DomainError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('UPLOAD_TOO_LARGE');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new DomainError('UNSUPPORTED_MEDIA_TYPE');
  if (typeof code === 'string' && code.startsWith('FST_')) return new DomainError('MALFORMED_BODY', { detail: code });
  const message = err instanceof Error ? err.message : '';
  if (/multipart|boundary|part|form/i.test(message)) return new DomainError('MALFORMED_BODY', { detail: message });
  return null;
}

function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  const body = toApiError(err);
  if (body.statusCode === 413) reply.header('connection', 'close');
  return reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}
