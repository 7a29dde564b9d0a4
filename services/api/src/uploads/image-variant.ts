import sharp, { type OutputInfo } from 'sharp';

/**
 * Smaller copies of uploaded images made on the server with sharp (ARCHITECTURE "Cover photo and link
 * card"): the news page's cover variant and the photo inside its link card. Pure functions over bytes;
 * storage is the caller's.
 */

/** What a variant may be: its box in px and its largest size in bytes. */
export interface VariantBox {
  maxWidth: number;
  maxHeight: number;
  maxBytes: number;
}

/** A made image: its bytes and its size in px. */
export interface MadeImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Why an image could not be made: the upload is no image sharp can read (or one too large to decode). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * Largest picture decoded, in pixels (≈ 8200 × 6100: any phone's photo). A 10 MB upload may claim far
 * more (a PNG of one colour); sharp refuses it before allocating.
 */
const MAX_INPUT_PIXELS = 50_000_000;
/** WebP qualities tried in turn until the variant fits its bytes: the first is what the eye accepts on a phone. */
const WEBP_QUALITIES = [80, 70, 60, 50, 40, 30] as const;
/** Each round that still does not fit shrinks the box by this factor (a noisy photo at quality 30). */
const SHRINK_STEP = 0.8;
/** Rounds of shrinking before giving up (0.8⁶ ≈ a quarter of the box's side). */
const MAX_ROUNDS = 6;

/** The decoded, upright (EXIF orientation applied), resized pixels of `input`, fitted inside `width` × `height` px, never enlarged. */
async function resizedPixels(input: Buffer, width: number, height: number): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnreadableImageError(err);
  }
}

/**
 * A WebP of `input` (any image sharp reads: JPEG, PNG, WebP, GIF's first frame) that fits `box`: resized
 * inside `maxWidth` × `maxHeight` px, then encoded at falling qualities until it is at most `maxBytes`;
 * a picture that still does not fit at the lowest quality is shrunk by 20 % and tried again.
 * @returns `{data, width, height}` (px of the variant).
 * @throws UnreadableImageError when `input` is not an image sharp can decode.
 * @throws Error when no quality and size down to a quarter of the box fits (not expected for photos).
 */
export async function webpVariant(input: Buffer, box: VariantBox): Promise<MadeImage> {
  let width = box.maxWidth;
  let height = box.maxHeight;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const pixels = await resizedPixels(input, width, height);
    const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
    for (const quality of WEBP_QUALITIES) {
      const data = await sharp(pixels.data, { raw }).webp({ quality, effort: 4 }).toBuffer();
      if (data.length <= box.maxBytes) return { data, width: raw.width, height: raw.height };
    }
    width = Math.max(1, Math.floor(pixels.info.width * SHRINK_STEP));
    height = Math.max(1, Math.floor(pixels.info.height * SHRINK_STEP));
  }
  throw new Error(`no variant within ${box.maxBytes} bytes`);
}

/**
 * A JPEG of `input` covering exactly `width` × `height` px (centre crop), for embedding in an SVG (the
 * link card: librsvg and satori read JPEG, not WebP).
 * @throws UnreadableImageError when `input` is not an image sharp can decode.
 */
export async function jpegCover(input: Buffer, width: number, height: number): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, height, fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  } catch (err) {
    throw new UnreadableImageError(err);
  }
}
