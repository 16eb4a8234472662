// Canvas work shared by the Web Worker (OffscreenCanvas) and the main-thread fallback (either canvas kind).
import {
  encodeUnderCap,
  fitWithin,
  THUMB_MAX_SIDE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOAD_QUALITIES,
} from './downscale-size';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
export interface Surface {
  ctx: Context2D;
  toJpeg: (quality: number) => Promise<Blob>;
}
export type SurfaceFactory = (width: number, height: number) => Surface;

export interface EncodedImage {
  /** JPEG data URL. */
  image: string;
  thumbnail: string;
  width: number;
  height: number;
}

export const offscreenSurface: SurfaceFactory = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  return { ctx, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
};

export const domSurface: SurfaceFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  return {
    ctx,
    toJpeg: (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (b) => (b ? resolve(b) : reject(new Error('JPEG encoding failed'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
};

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

function draw(surface: Surface, source: CanvasImageSource, width: number, height: number): void {
  // JPEG has no alpha: a transparent PNG would otherwise turn black.
  surface.ctx.fillStyle = '#ffffff';
  surface.ctx.fillRect(0, 0, width, height);
  surface.ctx.imageSmoothingEnabled = true;
  surface.ctx.imageSmoothingQuality = 'high';
  surface.ctx.drawImage(source, 0, 0, width, height);
}

/** Draws the decoded photo at upload size and at thumbnail size and encodes both as JPEG. */
export async function encodeScaled(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  makeSurface: SurfaceFactory,
): Promise<EncodedImage> {
  const size = fitWithin(sourceWidth, sourceHeight, UPLOAD_MAX_SIDE);
  if (size.width === 0) throw new Error('empty image');
  const main = makeSurface(size.width, size.height);
  draw(main, source, size.width, size.height);
  const image = await encodeUnderCap(
    async (quality) => blobToDataUrl(await main.toJpeg(quality)),
    UPLOAD_MAX_BYTES,
    UPLOAD_QUALITIES,
  );

  const t = fitWithin(sourceWidth, sourceHeight, THUMB_MAX_SIDE);
  const thumb = makeSurface(t.width, t.height);
  draw(thumb, source, t.width, t.height);
  const thumbnail = await encodeUnderCap(async (quality) => blobToDataUrl(await thumb.toJpeg(quality)));
  return { image, thumbnail, width: size.width, height: size.height };
}
