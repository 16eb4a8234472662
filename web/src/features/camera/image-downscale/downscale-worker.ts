// Decoding and re-encoding a 12-megapixel photo takes long enough to freeze the UI: do it here, off the main thread.
import { encodeScaled, offscreenSurface } from './downscale-encode';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; blob: Blob }>) => void) | null;
  postMessage: (message: unknown) => void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const { id, blob } = event.data;
  try {
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    try {
      const result = await encodeScaled(bitmap, bitmap.width, bitmap.height, offscreenSurface);
      scope.postMessage({ id, ok: true, result });
    } finally {
      bitmap.close();
    }
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
