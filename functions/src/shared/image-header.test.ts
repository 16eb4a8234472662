// Image headers read without decoding the picture: format by magic number, size from the header.
import { expect, test } from 'vitest';
import { readImageHeader } from './image-header.js';

const url = (type: string, bytes: number[], filler = 64) =>
  `data:image/${type};base64,${Buffer.from([...bytes, ...Array(filler).fill(0)]).toString('base64')}`;
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const sof = (marker: number, w: number, h: number) => [
  0xff,
  marker,
  0x00,
  0x11,
  0x08,
  ...u16be(h),
  ...u16be(w),
  3,
];
// An EXIF segment (APP1) of 6000 bytes before the frame header, as phone photos carry.
const exif = [0xff, 0xe1, ...u16be(6002), ...Array(6000).fill(0x45)];

test.each([
  ['baseline JPEG', url('jpeg', [0xff, 0xd8, ...sof(0xc0, 1024, 768)]), 'jpeg', 1024, 768],
  [
    'progressive JPEG after EXIF, fill bytes',
    url('jpg', [0xff, 0xd8, ...exif, 0xff, ...sof(0xc2, 4032, 3024)]),
    'jpeg',
    4032,
    3024,
  ],
  [
    'PNG',
    url('png', [
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...u32be(13),
      0x49,
      0x48,
      0x44,
      0x52,
      ...u32be(640),
      ...u32be(480),
    ]),
    'png',
    640,
    480,
  ],
  [
    'lossy WebP',
    url('webp', [...Buffer.from('RIFF\0\0\0\0WEBPVP8 \0\0\0\0'), 0, 0, 0, 0x9d, 0x01, 0x2a, 160, 0, 120, 0]),
    'webp',
    160,
    120,
  ],
  [
    'lossless WebP',
    // 14 bits each of width-1 (99) and height-1 (49).
    url('webp', [
      ...Buffer.from('RIFF\0\0\0\0WEBPVP8L\0\0\0\0'),
      0x2f,
      99,
      (49 & 0x3) << 6,
      (49 >> 2) & 0xff,
      0,
    ]),
    'webp',
    100,
    50,
  ],
  [
    'extended WebP',
    url('webp', [...Buffer.from('RIFF\0\0\0\0WEBPVP8X\0\0\0\0'), 0, 0, 0, 0, 159, 0, 0, 119, 0, 0]),
    'webp',
    160,
    120,
  ],
])('%s', (_what, dataUrl, format, width, height) => {
  expect(readImageHeader(dataUrl)).toEqual({ ok: true, format, width, height });
});

test('the bytes must be what the data URL declares', () => {
  const png = url('jpeg', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(readImageHeader(png)).toEqual({ ok: false, problem: 'format' });
  expect(readImageHeader(url('gif', [0x47, 0x49, 0x46]))).toEqual({ ok: false, problem: 'format' });
  expect(readImageHeader(url('png', [...Buffer.from('<svg onload=alert(1)>')]))).toEqual({
    ok: false,
    problem: 'format',
  });
});

test('a header that cannot be read is corrupt, never an exception', () => {
  for (const dataUrl of [
    url('jpeg', [0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff], 0), // a segment running past the end
    url('jpeg', [0xff, 0xd8, 0xff, 0xda, 0x00, 0x08]), // image data before any frame header
    'data:image/jpeg;base64,/9j/***',
    'data:image/jpeg;base64,',
  ])
    expect(readImageHeader(dataUrl)).toEqual({ ok: false, problem: 'corrupt' });
});

test('only the header counts: a tail that is not whole base64 groups does not hide a valid header', () => {
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x00, 0x04, 0x00, 0x03]);
  expect(
    readImageHeader(`data:image/jpeg;base64,${header.toString('base64')}FAULThttp500X${'A'.repeat(600)}`),
  ).toEqual({
    ok: true,
    format: 'jpeg',
    width: 1024,
    height: 768,
  });
});
