import { LIMITS, MSG, sanitizeFileName } from '@babynews/contracts';

/** A rejected or failed image with the Korean message to show (spec §5, §8). */
export class ImageProcessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageProcessError';
  }
}

export interface ProcessImageOptions {
  /** Largest accepted original in bytes (spec §9: 5 MB, 10 MB in the edit-one-item wish form). */
  maxBytes?: number;
  /** Message when the original is larger than `maxBytes` (default MSG.wish.imageTooLarge). */
  tooLargeMessage?: string;
  /** Longest side of the result in px (spec §9: 2000). */
  longestSidePx?: number;
  /** WebP quality 0–1 (spec §9: 0.85). */
  quality?: number;
}

/**
 * Size that fits `width`×`height` inside a `max`×`max` box keeping the aspect ratio; never
 * enlarges. Returns integers ≥ 1.
 */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `photo (1).PNG` → `photo_1.webp`: the name sanitised as spec §5 says, with the new extension. */
export function webpFileName(original: string, extension = 'webp'): string {
  const base = original.replace(/\.[^.]*$/, '') || 'image';
  return `${sanitizeFileName(base)}.${extension}`;
}

/**
 * Client-side image step of spec §5 before an upload: rejects non-images
 * (MSG.wish.notImage) and originals over `maxBytes` (`tooLargeMessage`), decodes the image,
 * scales it so the longest side is at most 2000 px and re-encodes it as WebP at quality 0.85.
 * A browser without a WebP encoder yields PNG (the extension follows the real type).
 * @returns a new File named after the sanitised original name.
 * @throws ImageProcessError with the Korean message (MSG.wish.processFailed when decoding or
 *   encoding fails).
 */
export async function processImage(file: File, options: ProcessImageOptions = {}): Promise<File> {
  const {
    maxBytes = LIMITS.imageOriginalMaxBytes,
    tooLargeMessage = MSG.wish.imageTooLarge,
    longestSidePx = LIMITS.imageLongestSidePx,
    quality = LIMITS.imageWebpQuality,
  } = options;
  if (!file.type.startsWith('image/')) throw new ImageProcessError(MSG.wish.notImage);
  if (file.size > maxBytes) throw new ImageProcessError(tooLargeMessage);

  let source: { image: CanvasImageSource; width: number; height: number; close(): void };
  try {
    source = await decode(file);
  } catch {
    throw new ImageProcessError(MSG.wish.processFailed);
  }
  try {
    const size = fitWithin(source.width, source.height, longestSidePx);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(source.image, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
    if (!blob || !blob.type.startsWith('image/')) throw new Error('encoding failed');
    const extension = blob.type === 'image/webp' ? 'webp' : blob.type.replace('image/', '');
    return new File([blob], webpFileName(file.name, extension), { type: blob.type, lastModified: Date.now() });
  } catch {
    throw new ImageProcessError(MSG.wish.processFailed);
  } finally {
    source.close();
  }
}

/** Decodes with createImageBitmap (EXIF orientation applied), else through an <img>. */
async function decode(file: File): Promise<{ image: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      /* fall back to <img> below */
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { image: img, width: img.naturalWidth, height: img.naturalHeight, close: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}
