import { afterEach, describe, expect, it, vi } from 'vitest';

const polyfill = vi.hoisted(() => ({ detect: vi.fn(), prepare: vi.fn() }));

vi.mock('barcode-detector/ponyfill', () => ({
  BarcodeDetector: class {
    detect = polyfill.detect;
  },
  prepareZXingModule: polyfill.prepare,
}));
vi.mock('zxing-wasm/reader/zxing_reader.wasm?url', () => ({ default: '/assets/zxing_reader-test.wasm' }));

const bitmap = { close: vi.fn() };

async function freshReader() {
  vi.resetModules();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  );
  return (await import('./barcode-reader')).readBarcode;
}

describe('readBarcode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's own detector when it knows the product formats", async () => {
    const detect = vi.fn(async () => [{ rawValue: '5000112637922' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      Object.assign(
        class {
          detect = detect;
        },
        { getSupportedFormats: async () => ['qr_code', 'ean_13', 'ean_8', 'upc_a'] },
      ),
    );
    const readBarcode = await freshReader();
    expect(await readBarcode(new Blob(['png']))).toBe('5000112637922');
    expect(detect).toHaveBeenCalledWith(bitmap);
    expect(polyfill.prepare).not.toHaveBeenCalled();
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('falls back to the polyfill with its WebAssembly from the app itself, and reads nothing as null', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    polyfill.detect.mockResolvedValue([]);
    const readBarcode = await freshReader();
    expect(await readBarcode(new Blob(['png']))).toBeNull();
    const { overrides } = polyfill.prepare.mock.calls[0]?.[0] ?? {};
    expect(overrides.locateFile('zxing_reader.wasm', 'https://cdn.example/')).toBe(
      '/assets/zxing_reader-test.wasm',
    );
  });
});
