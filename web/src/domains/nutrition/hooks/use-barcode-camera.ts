// The live barcode scanner's camera (the diary's components/barcode-viewfinder.tsx shows it): while mounted,
// the back camera's picture plays in `videoRef` and a frame is read every SCAN_EVERY_MS until a barcode is
// found; then the camera is released and `onCode` gets the digits. The camera is released too when the
// scanner closes or the screen is left. Without a camera, or without the user's permission, the state says
// "failed" and the user types the digits or scans a photo instead.
import { useEffect, useRef, useState } from 'react';
import { readBarcodeInVideo } from '../../../lib/barcode-reader';

/** How often a frame is read: often enough to feel instant, rarely enough to leave the phone cool. */
export const SCAN_EVERY_MS = 250;

export type BarcodeCameraState = 'starting' | 'scanning' | 'failed';

export function useBarcodeCamera(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<BarcodeCameraState>('starting');
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const scan = async (video: HTMLVideoElement) => {
      const code = await readBarcodeInVideo(video).catch(() => null);
      if (stopped) return;
      if (code) {
        release();
        found.current(code);
      } else timer = setTimeout(() => void scan(video), SCAN_EVERY_MS);
    };
    const start = async () => {
      setState('starting');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) return release();
        video.srcObject = stream;
        await video.play();
        if (stopped) return;
        setState('scanning');
        void scan(video);
      } catch {
        // No camera API (an old browser, or a page not served over HTTPS), no camera, or no permission.
        if (!stopped) setState('failed');
        release();
      }
    };
    void start();
    return release;
  }, []);

  return { videoRef, state };
}
