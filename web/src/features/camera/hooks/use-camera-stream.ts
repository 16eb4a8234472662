// The rear camera as a live <video>, and a square 1080x1080 JPEG grab of it
// (docs/product-rules.md#food-photos).
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { centerSquare } from '../image-downscale/downscale-size';

export const CAPTURE_SIDE = 1080;
/** The capture itself is taken at full quality; the upload is re-encoded later. */
export const CAPTURE_QUALITY = 1;

export type CameraStatus = 'starting' | 'ready' | 'denied' | 'unavailable' | 'error';

/** Maps getUserMedia failures to what the user can do about them. */
export function cameraErrorStatus(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'unavailable';
  }
  return 'error';
}

export function useCameraStream(videoRef: RefObject<HTMLVideoElement | null>) {
  const [status, setStatus] = useState<CameraStatus>('starting');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('unavailable');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: 'environment' },
          width: { ideal: CAPTURE_SIDE },
          height: { ideal: CAPTURE_SIDE },
          aspectRatio: { ideal: 1 },
        },
      })
      .then(async (media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          await video.play().catch(() => undefined);
        }
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus(cameraErrorStatus(error));
      });
    // The camera light must go off as soon as the view closes.
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [videoRef]);

  const capture = useCallback(async (): Promise<Blob> => {
    const video = videoRef.current;
    if (!video?.videoWidth) throw new Error('camera not ready');
    const { x, y, side } = centerSquare(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = CAPTURE_SIDE;
    canvas.height = CAPTURE_SIDE;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('2d context unavailable');
    ctx.drawImage(video, x, y, side, side, 0, 0, CAPTURE_SIDE, CAPTURE_SIDE);
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('capture failed'))),
        'image/jpeg',
        CAPTURE_QUALITY,
      ),
    );
  }, [videoRef]);

  return { status, capture };
}
