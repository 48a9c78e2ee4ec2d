#!/usr/bin/env node
/**
 * Draws the app and tray icons: a shield with a house in it. Deterministic (same bytes on every
 * run: no timestamps, fixed sampling), dependency-free (PNG chunks, CRC-32 and zlib by hand).
 *
 *   node assets/generate-icons.mjs [outDir]     (default: this folder)
 *
 * Writes icon.png (512, the app icon electron-builder turns into .icns/.ico), tray.png /
 * tray@2x.png and tray-pending.png / tray-pending@2x.png (colour, Linux and Windows), and the
 * macOS menu-bar template images trayTemplate.png / @2x and trayPendingTemplate.png / @2x
 * (black + alpha only; macOS tints them for light and dark menu bars).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

// ---------------------------------------------------------------------------------------------
// Shapes, in a unit square (x right, y down)

function quadratic(p0, p1, p2, steps) {
  const points = [];
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    points.push([u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]]);
  }
  return points;
}

/** A heater shield: gently dipped top edge, straight sides, curved to a point. */
function shieldPolygon(inset = 0) {
  const left = 0.15 + inset;
  const right = 0.85 - inset;
  const top = 0.12 + inset;
  const shoulder = 0.5;
  const tip = [0.5, 0.93 - inset * 1.6];
  const points = [];
  for (let i = 0; i <= 24; i += 1) {
    const x = left + ((right - left) * i) / 24;
    const u = (x - 0.5) / ((right - left) / 2);
    points.push([x, top + 0.04 * (1 - u * u)]);
  }
  points.push([right, shoulder]);
  points.push(...quadratic([right, shoulder], [right, 0.8 - inset], tip, 24));
  points.push(...quadratic(tip, [left, 0.8 - inset], [left, shoulder], 24));
  return points;
}

const HOUSE = [
  [0.5, 0.29],
  [0.735, 0.5],
  [0.655, 0.5],
  [0.655, 0.73],
  [0.345, 0.73],
  [0.345, 0.5],
  [0.265, 0.5],
];
const DOOR = [
  [0.455, 0.6],
  [0.545, 0.6],
  [0.545, 0.73],
  [0.455, 0.73],
];

function insidePolygon(points, x, y) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const polygon = (points) => (x, y) => insidePolygon(points, x, y);
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
function roundedSquare(inset, radius) {
  return (x, y) => {
    const lo = inset + radius;
    const hi = 1 - inset - radius;
    const dx = Math.max(lo - x, 0, x - hi);
    const dy = Math.max(lo - y, 0, y - hi);
    return x >= inset && x <= 1 - inset && y >= inset && y <= 1 - inset && dx * dx + dy * dy <= radius * radius;
  };
}

// ---------------------------------------------------------------------------------------------
// Rasteriser: per sample, layers are painted in order ("replace" layers punch holes)

function render(size, layers, samplesPerAxis) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = samplesPerAxis;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const x = (px + (sx + 0.5) / n) / size;
          const y = (py + (sy + 0.5) / n) / size;
          let colour = [0, 0, 0, 0];
          for (const layer of layers) {
            if (!layer.shape(x, y)) continue;
            const fill = typeof layer.colour === 'function' ? layer.colour(x, y) : layer.colour;
            colour = layer.replace ? fill : over(fill, colour);
          }
          r += colour[0] * colour[3];
          g += colour[1] * colour[3];
          b += colour[2] * colour[3];
          a += colour[3];
        }
      }
      const offset = (py * size + px) * 4;
      const alpha = a / (n * n);
      pixels[offset] = a === 0 ? 0 : Math.round(r / a);
      pixels[offset + 1] = a === 0 ? 0 : Math.round(g / a);
      pixels[offset + 2] = a === 0 ? 0 : Math.round(b / a);
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

function over(top, bottom) {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const mix = (i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
}

// ---------------------------------------------------------------------------------------------
// PNG encoder (RGBA, 8 bits per channel, no ancillary chunks)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
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

function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The icons

const NAVY_TOP = [0x24, 0x46, 0x6e, 1];
const NAVY_BOTTOM = [0x15, 0x2c, 0x4a, 1];
const SHIELD_WHITE = [0xf4, 0xf7, 0xfb, 1];
const TEAL = [0x2f, 0xa3, 0x7c, 1];
const TRAY_SHIELD = [0x2f, 0xa3, 0x7c, 1];
const TRAY_HOUSE = [0xff, 0xff, 0xff, 1];
const AMBER = [0xf5, 0xa6, 0x23, 1];
const BLACK = [0, 0, 0, 1];
const CLEAR = [0, 0, 0, 0];

const shield = polygon(shieldPolygon());
const house = polygon(HOUSE);
const door = polygon(DOOR);
/** The "pending" badge, with a clear ring that separates it from the shield. */
const badgeRing = circle(0.79, 0.21, 0.22);
const badge = circle(0.79, 0.21, 0.165);

const gradient = (x, y) => NAVY_TOP.map((top, i) => (i === 3 ? 1 : top + (NAVY_BOTTOM[i] - top) * y));

function appIcon() {
  const smallShield = (x, y) => shield((x - 0.5) / 0.78 + 0.5, (y - 0.52) / 0.78 + 0.5);
  const smallHouse = (x, y) => house((x - 0.5) / 0.78 + 0.5, (y - 0.52) / 0.78 + 0.5);
  const smallDoor = (x, y) => door((x - 0.5) / 0.78 + 0.5, (y - 0.52) / 0.78 + 0.5);
  return [
    { shape: roundedSquare(0.04, 0.2), colour: gradient },
    { shape: smallShield, colour: SHIELD_WHITE },
    { shape: smallHouse, colour: TEAL },
    { shape: smallDoor, colour: SHIELD_WHITE },
  ];
}

function trayIcon(pending) {
  const layers = [
    { shape: shield, colour: TRAY_SHIELD },
    { shape: house, colour: TRAY_HOUSE },
    { shape: door, colour: TRAY_SHIELD },
  ];
  if (pending) layers.push({ shape: badgeRing, colour: CLEAR, replace: true }, { shape: badge, colour: AMBER });
  return layers;
}

function templateIcon(pending) {
  const layers = [
    { shape: shield, colour: BLACK },
    { shape: house, colour: CLEAR, replace: true },
    { shape: door, colour: BLACK },
  ];
  if (pending) layers.push({ shape: badgeRing, colour: CLEAR, replace: true }, { shape: badge, colour: BLACK });
  return layers;
}

export const ICONS = [
  { file: 'icon.png', size: 512, layers: appIcon(), samples: 3 },
  { file: 'tray.png', size: 32, layers: trayIcon(false), samples: 8 },
  { file: 'tray@2x.png', size: 64, layers: trayIcon(false), samples: 8 },
  { file: 'tray-pending.png', size: 32, layers: trayIcon(true), samples: 8 },
  { file: 'tray-pending@2x.png', size: 64, layers: trayIcon(true), samples: 8 },
  { file: 'trayTemplate.png', size: 16, layers: templateIcon(false), samples: 8 },
  { file: 'trayTemplate@2x.png', size: 32, layers: templateIcon(false), samples: 8 },
  { file: 'trayPendingTemplate.png', size: 16, layers: templateIcon(true), samples: 8 },
  { file: 'trayPendingTemplate@2x.png', size: 32, layers: templateIcon(true), samples: 8 },
];

export function renderIcon(icon) {
  return encodePng(icon.size, render(icon.size, icon.layers, icon.samples));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.dirname(fileURLToPath(import.meta.url)));
  for (const icon of ICONS) {
    writeFileSync(path.join(outDir, icon.file), renderIcon(icon));
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
}
