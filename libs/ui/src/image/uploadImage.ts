import { MSG, type ErrorCode, type PresignResponse } from '@babynews/contracts';
import { apiRequest, errorCode, errorMessage, refused } from '@babynews/session';

/** Upload failure with the Korean message to show (MSG.wish.uploadFailed by default). */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    /** HTTP status of the failing step (0 for a network failure; for logs only). */
    readonly status: number,
    /** Error code of a refused signing request (ARCHITECTURE §4.19), null for the storage PUT. */
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
 * {path}` for a signed URL, then PUTs the file there with the returned content type, reporting
 * progress. Works for the `local` and `s3` storage drivers alike (ARCHITECTURE §4.11, §4.18).
 * @returns the stored key to send as `imagePath` (the server's returned `path`).
 * @throws ImageUploadError (status and code of the failing call; the server's message for a
 *   signing request refused with a 4xx code such as UPLOAD_PATH_FORBIDDEN or
 *   UPLOAD_TYPE_NOT_ALLOWED, else `failureMessage`).
 */
export async function uploadImage(file: File, options: UploadImageOptions): Promise<string> {
  const { prefix, onProgress, signal, failureMessage = MSG.wish.uploadFailed } = options;
  const requested = `${prefix}${Date.now()}-${file.name}`;
  let signed: PresignResponse;
  try {
    signed = await apiRequest<PresignResponse>('/s3/getPreSignedUrl', {
      method: 'POST',
      body: { path: requested },
      signal,
      keepSessionOnAuthError: true,
      fallbackMessage: failureMessage,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    const status = (error as { status?: number }).status ?? 0;
    throw new ImageUploadError(errorMessage(error, failureMessage, refused), status, errorCode(error));
  }
  onProgress?.(0);
  await putWithProgress(signed.url, file, signed.contentType || file.type, { onProgress, signal, failureMessage });
  onProgress?.(100);
  return signed.path || requested;
}

function putWithProgress(
  url: string,
  file: File,
  contentType: string,
  { onProgress, signal, failureMessage }: Pick<UploadImageOptions, 'onProgress' | 'signal'> & { failureMessage: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
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
    xhr.send(file);
  });
}
