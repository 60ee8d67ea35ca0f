#!/usr/bin/env node
// Writes the PWA / native icons (PNG) from the favicon's design: a teal tile with a white wave.
// Pure Node (zlib): no image libraries. Run: node scripts/generate-icons.mjs (output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const TEAL = [0x0d, 0x94, 0x88];
const WHITE = [0xff, 0xff, 0xff];

// favicon.svg path in a 32×32 box: M9 17 c3-6 5 6 8 0 s4-5 6-2
const CURVES = [
  [[9, 17], [12, 11], [14, 23], [17, 17]],
  [[17, 17], [20, 11], [21, 12], [23, 15]],
];
const STROKE = 2.5;

function flatten() {
  const pts = [];
  for (const [p0, p1, p2, p3] of CURVES) {
    for (let i = 0; i <= 40; i++) {
      const t = i / 40, u = 1 - t;
      pts.push([
        u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
        u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
      ]);
    }
  }
  return pts;
}
const POLY = flatten();

function distToPoly(x, y) {
  let best = Infinity;
  for (let i = 1; i < POLY.length; i++) {
    const [ax, ay] = POLY[i - 1], [bx, by] = POLY[i];
    const dx = bx - ax, dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    const px = ax + t * dx - x, py = ay + t * dy - y;
    best = Math.min(best, Math.hypot(px, py));
  }
  return best;
}

/** Coverage (0..1) of a rounded rectangle [0,32]² with radius r at (x, y), in 32-unit space. */
function roundedRectCoverage(x, y, r, unitPerPx) {
  if (r <= 0) return 1;
  const cx = Math.min(Math.max(x, r), 32 - r), cy = Math.min(Math.max(y, r), 32 - r);
  const d = Math.hypot(x - cx, y - cy) - r;
  return Math.max(0, Math.min(1, 0.5 - d / unitPerPx));
}

/** size px; radius in 32-units (8 = favicon, 0 = full bleed); scale of the wave around the centre. */
function render(size, { radius, scale }) {
  const rgba = Buffer.alloc(size * size * 4);
  const unit = 32 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) * unit, y = (py + 0.5) * unit;
      const bg = roundedRectCoverage(x, y, radius, unit);
      // Wave in its own coordinates (scaled around the tile centre).
      const wx = 16 + (x - 16) / scale, wy = 16 + (y - 16) / scale;
      const d = distToPoly(wx, wy) * scale;
      const wave = Math.max(0, Math.min(1, 0.5 - (d - (STROKE * scale) / 2) / unit));
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(TEAL[c] * (1 - wave) + WHITE[c] * wave);
      rgba[i + 3] = Math.round(255 * bg);
    }
  }
  return png(size, size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(w, h, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (w * 4 + 1) + 1, y * w * 4, (y + 1) * w * 4);
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync(out, { recursive: true });
const files = {
  'icon-192.png': render(192, { radius: 8, scale: 1 }),
  'icon-512.png': render(512, { radius: 8, scale: 1 }),
  // Maskable: full-bleed tile, wave inside the 80 % safe zone.
  'maskable-512.png': render(512, { radius: 0, scale: 0.8 }),
  // iOS rounds the corners itself: full-bleed tile.
  'apple-touch-icon.png': render(180, { radius: 0, scale: 0.9 }),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(join(out, name), data);
  console.log(`${name}\t${data.length} bytes`);
}
