import { describe, expect, it } from 'vitest';
import { centerSquare, encodeUnderCap, fitWithin, THUMB_MAX_BYTES, UPLOAD_MAX_SIDE } from './downscale-size';

describe('fitWithin', () => {
  it('brings a 12-megapixel landscape photo down to a 1024 px longest side, keeping the aspect', () => {
    expect(fitWithin(4000, 3000, UPLOAD_MAX_SIDE)).toEqual({ width: 1024, height: 768 });
  });

  it('handles portrait photos by their height', () => {
    expect(fitWithin(3024, 4032, UPLOAD_MAX_SIDE)).toEqual({ width: 768, height: 1024 });
  });

  it('scales the 1080x1080 camera capture to 1024x1024', () => {
    expect(fitWithin(1080, 1080, UPLOAD_MAX_SIDE)).toEqual({ width: 1024, height: 1024 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480, UPLOAD_MAX_SIDE)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel for extreme panoramas and returns zero for empty input', () => {
    expect(fitWithin(100_000, 10, 160)).toEqual({ width: 160, height: 1 });
    expect(fitWithin(0, 100, 160)).toEqual({ width: 0, height: 0 });
  });
});

describe('centerSquare', () => {
  it('crops the middle square of a 16:9 camera frame', () => {
    expect(centerSquare(1920, 1080)).toEqual({ x: 420, y: 0, side: 1080 });
    expect(centerSquare(1080, 1920)).toEqual({ x: 0, y: 420, side: 1080 });
  });
});

describe('encodeUnderCap', () => {
  it('keeps the first quality whose data URL fits the thumbnail cap', async () => {
    const tried: number[] = [];
    const url = await encodeUnderCap(async (q) => {
      tried.push(q);
      return 'x'.repeat(q > 0.5 ? THUMB_MAX_BYTES + 1 : 1000);
    });
    expect(url).toHaveLength(1000);
    expect(tried).toEqual([0.7, 0.55, 0.4]);
  });

  it('falls back to the smallest encoding when none fits', async () => {
    const url = await encodeUnderCap(async (q) => 'x'.repeat(Math.round(100 / q)), 10, [0.5, 0.25, 1]);
    expect(url).toHaveLength(100);
  });
});
