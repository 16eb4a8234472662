// What an image data URL really holds, read from its first bytes: the format by its magic number and the
// size from the header (JPEG start-of-frame, PNG IHDR, WebP VP8/VP8L/VP8X), without decoding the picture
// and without a dependency. The contracts refuse a photo that is not what its data URL says, or whose
// size no phone makes (docs/product-rules.md#food-photos). Plain code, shared with the web app.

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export type ImageHeader =
  | { ok: true; format: ImageFormat; width: number; height: number }
  /** `format`: the bytes are not the declared type; `corrupt`: the header cannot be read. */
  | { ok: false; problem: 'format' | 'corrupt' };

const DECLARED = /^data:image\/(jpeg|jpg|png|webp);base64,/;
/** JPEG segments walked before giving up (real files reach the frame header within a few). */
const MAX_SEGMENTS = 512;

/** Bytes of a base64 text, decoded only where asked (a photo is megabytes; the header is near its start). */
function base64Bytes(text: string) {
  const length = Math.floor((text.replace(/=+$/, '').length * 3) / 4);
  const cache = new Map<number, number[]>();
  const BLOCK = 3 * 1024; // bytes per decoded block (4096 base64 characters)
  const block = (n: number): number[] => {
    const known = cache.get(n);
    if (known) return known;
    // Whole groups of 4 only: the header is what is read, whatever the tail of the data holds.
    const chars = text.slice((n * BLOCK * 4) / 3, ((n + 1) * BLOCK * 4) / 3);
    const binary = atob(chars.slice(0, chars.length - (chars.length % 4)));
    const bytes = Array.from(binary, (c) => c.charCodeAt(0));
    cache.set(n, bytes);
    return bytes;
  };
  const at = (i: number): number => {
    if (i < 0 || i >= length) throw new RangeError('past the end');
    const value = block(Math.floor(i / BLOCK))[i % BLOCK];
    if (value === undefined) throw new RangeError('past the end');
    return value;
  };
  return {
    length,
    at,
    u16be: (i: number) => (at(i) << 8) | at(i + 1),
    u16le: (i: number) => at(i) | (at(i + 1) << 8),
    u24le: (i: number) => at(i) | (at(i + 1) << 8) | (at(i + 2) << 16),
    u32be: (i: number) => ((at(i) << 24) >>> 0) + ((at(i + 1) << 16) | (at(i + 2) << 8) | at(i + 3)),
    ascii: (i: number, n: number) => String.fromCharCode(...Array.from({ length: n }, (_, k) => at(i + k))),
  };
}
type Bytes = ReturnType<typeof base64Bytes>;

const isJpeg = (b: Bytes) => b.at(0) === 0xff && b.at(1) === 0xd8 && b.at(2) === 0xff;
const isPng = (b: Bytes) =>
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b.at(i) === byte);
const isWebp = (b: Bytes) => b.ascii(0, 4) === 'RIFF' && b.ascii(8, 4) === 'WEBP';

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Bytes): [number, number] | null {
  let i = 2;
  for (let segments = 0; segments < MAX_SEGMENTS; segments++) {
    if (b.at(i) !== 0xff) return null;
    while (b.at(i) === 0xff) i++; // fill bytes
    const marker = b.at(i);
    i++;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    const length = b.u16be(i);
    if (length < 2) return null;
    if (SOF.has(marker)) return [b.u16be(i + 5), b.u16be(i + 3)];
    i += length;
  }
  return null;
}

function pngSize(b: Bytes): [number, number] | null {
  if (b.ascii(12, 4) !== 'IHDR') return null;
  return [b.u32be(16), b.u32be(20)];
}

function webpSize(b: Bytes): [number, number] | null {
  const chunk = b.ascii(12, 4);
  if (chunk === 'VP8 ') {
    if (b.at(23) !== 0x9d || b.at(24) !== 0x01 || b.at(25) !== 0x2a) return null;
    return [b.u16le(26) & 0x3fff, b.u16le(28) & 0x3fff];
  }
  if (chunk === 'VP8L') {
    if (b.at(20) !== 0x2f) return null;
    const [b0, b1, b2, b3] = [b.at(21), b.at(22), b.at(23), b.at(24)];
    return [1 + (((b1 & 0x3f) << 8) | b0), 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6))];
  }
  if (chunk === 'VP8X') return [1 + b.u24le(24), 1 + b.u24le(27)];
  return null;
}

/** The format and size of an image data URL, or what is wrong with it. Never throws. */
export function readImageHeader(dataUrl: string): ImageHeader {
  const declared = DECLARED.exec(dataUrl)?.[1];
  if (!declared) return { ok: false, problem: 'format' };
  try {
    const b = base64Bytes(dataUrl.slice(dataUrl.indexOf(',') + 1));
    const format: ImageFormat | null = isJpeg(b) ? 'jpeg' : isPng(b) ? 'png' : isWebp(b) ? 'webp' : null;
    const said: ImageFormat = declared === 'jpg' ? 'jpeg' : (declared as ImageFormat);
    if (format !== said) return { ok: false, problem: 'format' };
    const size = format === 'jpeg' ? jpegSize(b) : format === 'png' ? pngSize(b) : webpSize(b);
    if (!size || size[0] < 1 || size[1] < 1) return { ok: false, problem: 'corrupt' };
    return { ok: true, format, width: size[0], height: size[1] };
  } catch {
    // Not base64, or the header runs past the end of the data.
    return { ok: false, problem: 'corrupt' };
  }
}
