// Generates public/og-default.png (1200×630 link-preview image) and public/favicon.png (64×64)
// with zlib only: a warm gradient, pastel confetti dots and the heart-and-sprout mark.
// Run: node apps/shell/scripts/make-images.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** Encodes an RGB image; `shade(x, y)` returns [r, g, b] in 0..255 for pixel centres. */
function png(width, height, shade, samples = 2) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const [cr, cg, cb] = shade(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples);
          r += cr;
          g += cg;
          b += cb;
        }
      const n = samples * samples;
      raw.set([Math.round(r / n), Math.round(g / n), Math.round(b / n)], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const CREAM = hex('#fff8f2'),
  PEACH = hex('#ffe3d8'),
  PINK = hex('#fde2e4');
const HEART = hex('#e97a5f'),
  LEAF = hex('#7cc4a0'),
  DISC = hex('#ffffff');

/** Heart of radius `s` centred at (cx, cy) (y grows downwards). */
function inHeart(x, y, cx, cy, s) {
  const u = (x - cx) / s,
    v = -(y - cy) / s + 0.25;
  const q = u * u + v * v - 1;
  return q * q * q - u * u * v * v * v <= 0;
}
/** Leaf: an ellipse rotated by `angle`, centred at (cx, cy). */
function inLeaf(x, y, cx, cy, rx, ry, angle) {
  const dx = x - cx,
    dy = y - cy;
  const u = dx * Math.cos(angle) + dy * Math.sin(angle),
    v = -dx * Math.sin(angle) + dy * Math.cos(angle);
  return (u * u) / (rx * rx) + (v * v) / (ry * ry) <= 1;
}
/** The mark: white disc, heart and sprout leaf, centred at (cx, cy) with radius r. */
function mark(x, y, cx, cy, r) {
  if (inLeaf(x, y, cx + r * 0.22, cy - r * 0.58, r * 0.3, r * 0.13, -0.6)) return LEAF;
  if (inHeart(x, y, cx, cy + r * 0.05, r * 0.55)) return HEART;
  if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) return DISC;
  return null;
}

const DOTS = [
  [140, 120, 26, '#ffd36e'],
  [1060, 110, 34, '#9fd8bf'],
  [990, 520, 22, '#b9a7ef'],
  [210, 500, 30, '#f7b7c8'],
  [360, 80, 12, '#8cc8f0'],
  [860, 70, 14, '#f6a38e'],
  [1120, 330, 16, '#ffd36e'],
  [80, 320, 14, '#9fd8bf'],
  [420, 560, 12, '#b9a7ef'],
  [780, 580, 16, '#f6a38e'],
].map(([x, y, r, c]) => [x, y, r, hex(c)]);

const og = png(1200, 630, (x, y) => {
  for (const [dx, dy, r, c] of DOTS) if ((x - dx) ** 2 + (y - dy) ** 2 <= r * r) return c;
  const m = mark(x, y, 600, 315, 190);
  if (m) return m;
  const t = (x / 1200) * 0.4 + (y / 630) * 0.6;
  return t < 0.5 ? mix(CREAM, PEACH, t * 2) : mix(PEACH, PINK, (t - 0.5) * 2);
});
writeFileSync(path.join(publicDir, 'og-default.png'), og);

const icon = png(64, 64, (x, y) => mark(x, y, 32, 32, 31) ?? PEACH, 4);
writeFileSync(path.join(publicDir, 'favicon.png'), icon);
console.log(`og-default.png ${og.length} bytes, favicon.png ${icon.length} bytes`);
