// For `npm run bench:image` (DESIGN 7: a 12 MP photo uploads as at most 300 KB): runs the real pipeline in
// the browser and reports what would be sent. A bench page imports this and prints the result.
import { downscaleImage } from './downscale-image';

export interface DownscaleMeasurement {
  inputBytes: number;
  /** Characters of the image data URL, i.e. the bytes it adds to the callable's JSON body. */
  uploadBytes: number;
  /** The JPEG itself (base64 decoded). */
  jpegBytes: number;
  thumbnailBytes: number;
  width: number;
  height: number;
  offMainThread: boolean;
  ms: number;
}

export async function measureDownscale(photo: Blob): Promise<DownscaleMeasurement> {
  const started = performance.now();
  const prepared = await downscaleImage(photo);
  const ms = performance.now() - started;
  const base64 = prepared.image.slice(prepared.image.indexOf(',') + 1);
  return {
    inputBytes: photo.size,
    uploadBytes: prepared.image.length,
    jpegBytes:
      Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0),
    thumbnailBytes: prepared.thumbnail.length,
    width: prepared.width,
    height: prepared.height,
    offMainThread: prepared.offMainThread,
    ms: Math.round(ms),
  };
}
