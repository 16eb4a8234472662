// Pure sizing rules of the image pipeline, kept apart from the canvas code so they can be tested in jsdom.

/** Longest side of the photo sent for analysis: enough detail for the model, small on mobile networks. */
export const UPLOAD_MAX_SIDE = 1024;
export const UPLOAD_QUALITY = 0.85;
/**
 * Budget: a photo uploads as at most 300 KB. Busy, detailed photos can exceed it at 0.85, so
 * lower qualities are tried until the data URL (what is actually sent) fits.
 */
export const UPLOAD_MAX_BYTES = 290_000;
export const UPLOAD_QUALITIES = [UPLOAD_QUALITY, 0.75, 0.65, 0.55] as const;
/** History thumbnails live inside the meal document, so they must stay small. */
export const THUMB_MAX_SIDE = 160;
export const THUMB_MAX_BYTES = 40_000;
export const THUMB_QUALITIES = [0.7, 0.55, 0.4, 0.25] as const;

export interface Size {
  width: number;
  height: number;
}

/** Scales (width, height) down so the longest side is at most maxSide; never scales up. */
export function fitWithin(width: number, height: number, maxSide: number): Size {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const factor = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/** Centred square crop of a frame (the camera shows and captures a square). */
export function centerSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), side };
}

/** Bytes a data URL occupies when stored or sent as a string (what the 40 KB cap is about). */
export function dataUrlBytes(dataUrl: string): number {
  return dataUrl.length;
}

/** Tries the thumbnail qualities in order and keeps the first encoding under the cap (else the smallest). */
export async function encodeUnderCap(
  encode: (quality: number) => Promise<string>,
  maxBytes = THUMB_MAX_BYTES,
  qualities: readonly number[] = THUMB_QUALITIES,
): Promise<string> {
  let smallest: string | null = null;
  for (const quality of qualities) {
    const url = await encode(quality);
    if (dataUrlBytes(url) <= maxBytes) return url;
    if (smallest === null || url.length < smallest.length) smallest = url;
  }
  if (smallest === null) throw new Error('no thumbnail quality to try');
  return smallest;
}
