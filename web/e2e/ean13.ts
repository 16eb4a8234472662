// EAN-13 barcodes for the browser tests, drawn module by module from the standard's digit patterns: as a
// PNG drawn in the page (a photo of the barcode), and as a Y4M video that Chromium plays as its camera
// (--use-file-for-fake-video-capture), so a page that opens the camera sees the barcode.
import { writeFile } from 'node:fs/promises';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((bits) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((bits) => [...bits].reverse().join(''));
/** Which of the six left digits use the G patterns, by the first digit (encoded only by that choice). */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of EAN-13 `code`, "1" for a bar. */
export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  const left = digits.slice(1, 7).map((digit, i) => (parity[i] === 'G' ? G : L)[digit] ?? '');
  const right = digits.slice(7).map((digit) => R[digit] ?? '');
  return `101${left.join('')}01010${right.join('')}101`;
}

/** In the page: a PNG data URL of `modules` at 4 px each, with quiet zones, as printed. */
export function drawModules(modules: string): string {
  const size = 4;
  const quiet = 12 * size;
  const canvas = document.createElement('canvas');
  canvas.width = modules.length * size + 2 * quiet;
  canvas.height = 240;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  [...modules].forEach((bit, i) => {
    if (bit === '1') ctx.fillRect(quiet + i * size, 20, size, 200);
  });
  return canvas.toDataURL('image/png');
}

/** Writes a Y4M video (640x480, ten frames, looped by Chromium) of EAN-13 `code`, dark on white. */
export async function writeBarcodeVideo(file: string, code: string): Promise<void> {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const size = 5;
  const left = Math.floor((width - modules.length * size) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 120; y < 360; y++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === '1') luma.fill(16, y * width + left + m * size, y * width + left + (m + 1) * size);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}
