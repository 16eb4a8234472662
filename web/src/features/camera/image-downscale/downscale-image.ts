// Turns a captured or uploaded photo into what analyzeFoodImage/scanRecipe accept: a JPEG data URL with the
// longest side about 1024 px (a 12 MP photo becomes at most ~290 KB) plus a small thumbnail for history.
import { domSurface, type EncodedImage, encodeScaled, offscreenSurface } from './downscale-encode';

export interface PreparedImage {
  /** JPEG data URL sent to the callable. */
  image: string;
  /** JPEG data URL of at most ~40 KB stored with the meal. */
  thumbnail: string;
  width: number;
  height: number;
  /** Whether the work ran in the Web Worker (false: main-thread fallback). */
  offMainThread: boolean;
}

type WorkerReply =
  | { id: number; ok: true; result: EncodedImage }
  | { id: number; ok: false; message: string };

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (r: EncodedImage) => void; reject: (e: Error) => void }>();

function canUseWorker(): boolean {
  return (
    !workerBroken &&
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap === 'function'
  );
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./downscale-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if (reply.ok) entry.resolve(reply.result);
    else entry.reject(new Error(reply.message));
  };
  // A worker that cannot even start (old browser, CSP) is never tried again; the main thread takes over.
  w.onerror = () => {
    workerBroken = true;
    for (const entry of waiting.values()) entry.reject(new Error('worker failed'));
    waiting.clear();
    w.terminate();
    worker = null;
  };
  worker = w;
  return w;
}

function inWorker(blob: Blob): Promise<EncodedImage> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    getWorker().postMessage({ id, blob });
  });
}

async function decodeWithImageElement(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function onMainThread(blob: Blob): Promise<EncodedImage> {
  const surface = typeof OffscreenCanvas !== 'undefined' ? offscreenSurface : domSurface;
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    try {
      return await encodeScaled(bitmap, bitmap.width, bitmap.height, surface);
    } finally {
      bitmap.close();
    }
  }
  const img = await decodeWithImageElement(blob);
  return encodeScaled(img, img.naturalWidth, img.naturalHeight, domSurface);
}

export async function downscaleImage(blob: Blob): Promise<PreparedImage> {
  let encoded: EncodedImage | null = null;
  let offMainThread = false;
  if (canUseWorker()) {
    try {
      encoded = await inWorker(blob);
      offMainThread = true;
    } catch {
      // An undecodable file fails again below and surfaces to the caller; a broken worker is bypassed.
    }
  }
  encoded ??= await onMainThread(blob);
  return {
    image: encoded.image,
    thumbnail: encoded.thumbnail,
    width: encoded.width,
    height: encoded.height,
    offMainThread,
  };
}
