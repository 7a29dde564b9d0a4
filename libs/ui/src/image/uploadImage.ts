import { MSG, presignRoute, type ErrorCode, type PresignResponse } from '@babynews/contracts';
import { callApi, errorCode, errorMessage, refused } from '@babynews/session';

/** Upload failure with the Korean message to show (MSG.wish.uploadFailed by default). */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    /** HTTP status of the failing step (0 for a network failure; for logs only). */
    readonly status: number,
    /** Error code of a refused signing request (ARCHITECTURE §4.19), null for the storage POST. */
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

export interface UploadImageOptions {
  /**
   * Key prefix (spec §7 "Upload paths", ARCHITECTURE §4.11): 'wish/' for members; administrators also
   * 'notices/', 'popup-modal-' and 'assets/'. The key becomes `{prefix}{timestamp}-{file name}`.
   */
  prefix: string;
  /** Upload progress 0–100 (XMLHttpRequest upload events). */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (rejects with an AbortError DOMException). */
  signal?: AbortSignal;
  /** Message of a failure (default MSG.wish.uploadFailed). */
  failureMessage?: string;
}

/**
 * Uploads an already processed image (see processImage): asks `POST /api/s3/getPreSignedUrl
 * {path, size}` (size in bytes) for a signed form, then POSTs `multipart/form-data` to its `url` with
 * every returned field, in order, and the file last as `file`, reporting progress. Works for the
 * `local` and `s3` storage drivers alike (ARCHITECTURE §4.11, §4.18).
 * @returns the stored key to send as `imagePath` (the server's returned `path`).
 * @throws ImageUploadError (status and code of the failing call; the server's message for a
 *   signing request refused with a 4xx code such as UPLOAD_PATH_FORBIDDEN, UPLOAD_TYPE_NOT_ALLOWED,
 *   UPLOAD_TOO_LARGE or UPLOAD_QUOTA_EXCEEDED ('오늘 올릴 수 있는 이미지 수를 넘었습니다…'), else `failureMessage`).
 */
export async function uploadImage(file: File, options: UploadImageOptions): Promise<string> {
  const { prefix, onProgress, signal, failureMessage = MSG.wish.uploadFailed } = options;
  const requested = `${prefix}${Date.now()}-${file.name}`;
  let signed: PresignResponse;
  try {
    signed = await callApi(
      presignRoute,
      { body: { path: requested, size: file.size } },
      { signal, keepSessionOnAuthError: true, fallbackMessage: failureMessage },
    );
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    const status = (error as { status?: number }).status ?? 0;
    throw new ImageUploadError(errorMessage(error, failureMessage, refused), status, errorCode(error));
  }
  onProgress?.(0);
  await postWithProgress(signed, file, { onProgress, signal, failureMessage });
  onProgress?.(100);
  return signed.path || requested;
}

/** The signed form: every field in the server's order, then the file (S3 reads fields after `file` as absent). */
function signedForm(signed: PresignResponse, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields ?? {})) form.append(name, value);
  form.append('file', file);
  return form;
}

function postWithProgress(
  signed: PresignResponse,
  file: File,
  { onProgress, signal, failureMessage }: Pick<UploadImageOptions, 'onProgress' | 'signal'> & { failureMessage: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', signed.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new ImageUploadError(failureMessage, xhr.status)));
    xhr.onerror = () => reject(new ImageUploadError(failureMessage, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    // No Content-Type header: the browser writes multipart/form-data with its boundary.
    xhr.send(signedForm(signed, file));
  });
}
