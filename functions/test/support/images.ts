// Image data URLs whose headers read as real images (shared/image-header.ts): a JPEG frame header, a PNG
// IHDR or a WebP VP8X chunk with the size asked for, followed by filler bytes (the AI fakes and the demo
// AI never decode the picture). The header is a whole number of base64 groups, so text appended to the
// base64 (a fault marker) leaves it readable.
import { randomBytes } from 'node:crypto';

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/** Pads the header to a multiple of 3 bytes, so its base64 ends on a group boundary. */
const whole = (bytes: number[]) => [...bytes, ...Array((3 - (bytes.length % 3)) % 3).fill(0)];

export function jpegBytes(width = 1024, height = 768): number[] {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, ...u16be(height), ...u16be(width), 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return whole([0xff, 0xd8, ...app0, ...sof0, ...components]);
}

export function pngBytes(width = 160, height = 160): number[] {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = [...u32be(13), 0x49, 0x48, 0x44, 0x52, ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0];
  return whole([...signature, ...ihdr, 0, 0, 0, 0]);
}

export function webpBytes(width = 160, height = 160): number[] {
  const riff = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
  // 'VP8X', chunk size 10 (4 bytes), flags and 3 reserved bytes, then width - 1 and height - 1.
  const vp8x = [0x56, 0x50, 0x38, 0x58, 10, 0, 0, 0, 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  return whole([...riff, ...vp8x]);
}

/** A data URL of `header` then `fillerBytes` random (or zero) bytes, with `marker` between the two. */
export function imageDataUrl(
  type: 'jpeg' | 'png' | 'webp',
  header: number[],
  { fillerBytes = 3000, marker = '', zeros = false } = {},
): string {
  const filler = zeros ? Buffer.alloc(fillerBytes) : randomBytes(fillerBytes);
  return `data:image/${type};base64,${Buffer.from(header).toString('base64')}${marker}${filler.toString('base64')}`;
}

/** A photo as the web app sends it (a JPEG of 1024 x 768). */
export const photoDataUrl = (options: { fillerBytes?: number; marker?: string; zeros?: boolean } = {}) =>
  imageDataUrl('jpeg', jpegBytes(), options);

/** A history thumbnail as the web app makes it (a JPEG of 160 x 120). */
export const thumbnailDataUrl = () => imageDataUrl('jpeg', jpegBytes(160, 120), { fillerBytes: 300 });
