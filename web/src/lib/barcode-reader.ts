// Reads a product barcode (EAN-13, EAN-8, UPC-A) from a photo or the camera's live picture: with the
// browser's own BarcodeDetector where it knows these formats (Chromium on Android), else with the
// barcode-detector polyfill (zxing-wasm). The polyfill and its WebAssembly load only when the first scan
// starts, and the .wasm comes from the app's own build, never from a CDN: the CSP allows only our
// origins, and a scan must work offline.
const FORMATS = ['ean_13', 'ean_8', 'upc_a'] as const;

interface Detector {
  detect(image: ImageBitmapSource | HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    return FORMATS.every((format) => supported.includes(format))
      ? new Native({ formats: [...FORMATS] })
      : null;
  } catch {
    return null;
  }
}

async function polyfillDetector(): Promise<Detector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}

let detector: Promise<Detector> | null = null;
const loadDetector = () => {
  detector ??= nativeDetector().then((found) => found ?? polyfillDetector());
  // A load that failed (offline before the polyfill was ever fetched) is tried again by the next read.
  detector.catch(() => {
    detector = null;
  });
  return detector;
};

/** The digits of the first product barcode in `image`; null when none can be read. */
export async function readBarcode(image: Blob): Promise<string | null> {
  const found = await loadDetector();
  const bitmap = await createImageBitmap(image);
  try {
    const codes = await found.detect(bitmap);
    return codes[0]?.rawValue ?? null;
  } finally {
    bitmap.close();
  }
}

/** The digits of the first product barcode in the frame `video` shows now; null when none can be read. */
export async function readBarcodeInVideo(video: HTMLVideoElement): Promise<string | null> {
  const codes = await (await loadDetector()).detect(video);
  return codes[0]?.rawValue ?? null;
}
