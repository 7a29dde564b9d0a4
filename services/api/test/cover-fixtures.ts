import type { PresignResponse } from '@babynews/contracts';
import { uploadForm } from '@babynews/testing';
import sharp from 'sharp';
import type { TestApp } from './harness';
import { bearer } from './helpers';

/**
 * API-only fixtures of the cover photo and link card suites (ARCHITECTURE "Cover photo and link card"):
 * pictures made with sharp and uploads through the real signed form of the local storage driver.
 */

/**
 * A `width` × `height` JPEG photo of coloured noise: the worst case for a small WebP, so it exercises the
 * variant's lowering of quality (and size) until it fits.
 */
export function noisyPhoto(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 150, b: 170 }, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A calm `width` × `height` PNG (one colour), e.g. a second cover. */
export function plainPicture(width: number, height: number, colour = { r: 120, g: 200, b: 170 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * Signs `wish/{name}` as `token` (`POST /api/s3/getPreSignedUrl`) and posts `body` through the signed
 * form (expects 200) → the stored key, as the browser's `uploadImage` does.
 */
export async function uploadAs(t: TestApp, token: string, body: Buffer, name = 'cover.jpg'): Promise<string> {
  const presigned = await t.app.inject({
    method: 'POST',
    url: '/api/s3/getPreSignedUrl',
    headers: bearer(token),
    payload: { path: `wish/${name}`, size: body.length },
  });
  expect(presigned.statusCode).toBe(200);
  const signed = presigned.json<PresignResponse>();
  const stored = await t.app.inject({ method: 'POST', url: new URL(signed.url).pathname, payload: uploadForm(signed, body) });
  expect(stored.statusCode).toBe(200);
  return signed.path;
}

/** Width and height in px read from a PNG's IHDR chunk (bytes 16–23), after checking the PNG signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
