import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { type CameraStatus, useCameraStream } from '../hooks/use-camera-stream';

interface Props {
  onCapture: (photo: Blob) => void;
  onCancel: () => void;
  onUploadInstead: () => void;
}

const messageKey: Partial<Record<CameraStatus, string>> = {
  denied: 'camera.permissionDenied',
  unavailable: 'camera.noCamera',
  error: 'camera.cameraError',
};

export function CameraView({ onCapture, onCancel, onUploadInstead }: Props) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const { status, capture } = useCameraStream(videoRef);
  const [capturing, setCapturing] = useState(false);
  const problem = messageKey[status];

  const shoot = async () => {
    if (capturing) return;
    setCapturing(true);
    try {
      onCapture(await capture());
    } catch {
      setCapturing(false);
    }
  };

  return (
    <section className="camera-view" aria-label={t('camera.cameraView')}>
      <div className="camera-view__frame">
        {problem ? (
          <div className="camera-view__problem" role="alert">
            <p>{t(problem)}</p>
            <button type="button" className="button button--primary" onClick={onUploadInstead}>
              {t('camera.uploadImage')}
            </button>
          </div>
        ) : (
          <>
            <video ref={videoRef} className="camera-view__video" playsInline muted autoPlay />
            {status === 'starting' && (
              <div className="camera-view__starting">
                <Spinner label={t('camera.startingCamera')} />
              </div>
            )}
          </>
        )}
      </div>
      <div className="camera-view__controls">
        <button type="button" className="button button--ghost camera-view__cancel" onClick={onCancel}>
          {t('camera.cancel')}
        </button>
        <button
          type="button"
          className="camera-view__shutter"
          aria-label={t('camera.shutter')}
          disabled={status !== 'ready' || capturing}
          onClick={shoot}
        >
          <span aria-hidden="true" />
        </button>
        <span className="camera-view__spacer" />
      </div>
    </section>
  );
}
