// The live barcode scanner: the back camera's picture with a frame to aim the bars at, a line that says
// what is happening, and a button that closes it. Reading the frames is useBarcodeCamera's.
import { useTranslation } from 'react-i18next';
import { useBarcodeCamera } from '../../nutrition/hooks/use-barcode-camera';
import './barcode-viewfinder.css';

interface Props {
  /** The digits read (the camera is already released). */
  onCode: (code: string) => void;
  onClose: () => void;
}

export function BarcodeViewfinder({ onCode, onClose }: Props) {
  const { t } = useTranslation();
  const { videoRef, state } = useBarcodeCamera(onCode);
  const status = {
    starting: t('diary.barcodeEntry.cameraStarting'),
    scanning: t('diary.barcodeEntry.cameraAim'),
    failed: t('diary.barcodeEntry.cameraFailed'),
  }[state];
  return (
    <div className="barcode-viewfinder">
      {state !== 'failed' && (
        <div className="barcode-viewfinder__picture">
          <video
            ref={videoRef}
            className="barcode-viewfinder__video"
            muted
            playsInline
            aria-label={t('diary.barcodeEntry.viewfinder')}
          />
          <div className="barcode-viewfinder__aim" aria-hidden="true" />
        </div>
      )}
      <p className={state === 'failed' ? 'form-error' : 'muted'} role="status">
        {status}
      </p>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {t('diary.barcodeEntry.cameraClose')}
      </button>
    </div>
  );
}
