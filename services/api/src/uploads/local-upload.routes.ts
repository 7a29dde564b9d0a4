import { LIMITS } from '@babynews/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { toApiError } from '../common/app-exception.filter';
import { DomainError } from '../common/domain-error';
import { LocalUploadError, type LocalStorageDriver } from './local-storage.driver';
import { LOCAL_FILES_PATH, LOCAL_PUT_PATH } from './public-url';
import { contentTypeOfKey } from './upload-keys';

/** Cache-Control of served uploads: keys are unique and never rewritten with other content. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type PutRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>;

/**
 * Registers the local driver's two routes as an encapsulated Fastify plugin (outside Nest's
 * pipeline, like the news fast path), ARCHITECTURE §4.11:
 * - `PUT /api/uploads/local/{key}?expires=&signature=` — checks the HMAC signature and expiry (403
 *   `UPLOAD_SIGNATURE_INVALID`), `Content-Type` equal to the key's image type (400
 *   `UPLOAD_TYPE_NOT_ALLOWED`), at most 10 MB (413 `UPLOAD_TOO_LARGE`) and the file's magic
 *   bytes (400 `UPLOAD_TYPE_NOT_ALLOWED`), then stores the file → 200 `{path}`.
 * - `GET /api/uploads/files/{key}` — the stored file, cached for a year; 404 `NOT_FOUND` JSON otherwise.
 * Only this plugin accepts raw bodies: its content-type parser does not leak to other routes.
 */
export function registerLocalUploadRoutes(fastify: FastifyInstance, driver: LocalStorageDriver, logError: (err: unknown) => void): void {
  void fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put(`${LOCAL_PUT_PATH}*`, async (request: PutRequest, reply) => {
      try {
        const key = request.params['*'];
        const path = await acceptUpload(request, driver, key);
        return reply.status(200).send({ path });
      } catch (err) {
        drain(request);
        if (!(err instanceof DomainError)) logError(err);
        return sendError(reply, err);
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

async function acceptUpload(request: PutRequest, driver: LocalStorageDriver, key: string): Promise<string> {
  const contentType = contentTypeOfKey(key);
  const expires = Number(request.query.expires);
  if (!contentType || driver.signer.verify(key, contentType, expires, String(request.query.signature ?? '')) !== 'ok') {
    throw new DomainError('UPLOAD_SIGNATURE_INVALID');
  }
  const sent = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (sent !== contentType) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LIMITS.uploadMaxBytes) throw new DomainError('UPLOAD_TOO_LARGE');
  if (!request.body) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
  try {
    await driver.write(key, contentType, request.body as Readable, LIMITS.uploadMaxBytes);
  } catch (err) {
    if (err instanceof LocalUploadError) {
      throw new DomainError(err.reason === 'too-large' ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_TYPE_NOT_ALLOWED');
    }
    throw err;
  }
  return key;
}

/** Refused uploads: stop reading the body and close the connection after the answer. */
function drain(request: FastifyRequest): void {
  const body = request.body as Readable | undefined;
  if (body && typeof body.resume === 'function') body.resume();
}

function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  const body = toApiError(err);
  if (body.statusCode === 413) reply.header('connection', 'close');
  return reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}
