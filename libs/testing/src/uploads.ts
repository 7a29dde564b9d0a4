import type { PresignResponse } from '@babynews/contracts';

/**
 * The multipart form a browser POSTs to a signed upload (ARCHITECTURE §4.11): every entry of
 * `signed.fields` in order, then `body` as the last part `file` (the order S3 requires). Works as the
 * payload of Fastify's `inject`, of `fetch` and of Playwright's `request.post({multipart})`.
 * `contentType` is the file part's own type (default `signed.contentType`); the stored type comes from
 * the signed `Content-Type` field.
 */
export function uploadForm(signed: Pick<PresignResponse, 'fields' | 'contentType'>, body: Uint8Array, contentType = signed.contentType): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  // A copy in a plain ArrayBuffer (a Buffer may sit on a shared pool, which Blob's types refuse).
  form.append('file', new Blob([Uint8Array.from(body)], { type: contentType }), 'upload');
  return form;
}
