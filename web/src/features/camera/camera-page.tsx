// Route "/": capture (camera, upload or recipe scan) -> preview -> analysis -> result, no-food or error.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProcessingOverlay } from '../../components/processing-overlay';
import './camera.css';
import { AnalysisProblem } from './components/analysis-problem';
import { CameraView } from './components/camera-view';
import { CaptureStart } from './components/capture-start';
import { CapturedPreview } from './components/captured-preview';
import { FoodResultPanel } from './components/food-result';
import { ScanResultPanel } from './components/scan-result';
import { downscaleImage, type PreparedImage } from './lib/downscale-image';
import { type AnalysisInput, type CaptureMode, useAnalysis } from './use-analysis';

interface Photo {
  url: string;
  mode: CaptureMode;
  /** Started as soon as the photo exists, so most of the work is done before "analyse" is pressed. */
  prepared: Promise<PreparedImage>;
}

export default function CameraPage() {
  const { t } = useTranslation();
  const [cameraMode, setCameraMode] = useState<CaptureMode | null>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [lastInput, setLastInput] = useState<AnalysisInput | null>(null);
  const [scanOptions, setScanOptions] = useState(false);
  const { analysis, run, reset } = useAnalysis();
  const uploadAfterCancel = useRef(false);

  // Object URLs hold the photo in memory until revoked.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const takePhoto = useCallback(
    (blob: Blob, mode: CaptureMode) => {
      const prepared = downscaleImage(blob);
      prepared.catch(() => undefined); // reported when the analysis awaits it
      reset();
      setLastInput(null);
      setCameraMode(null);
      setScanOptions(mode === 'recipe');
      setPhoto({ url: URL.createObjectURL(blob), mode, prepared });
    },
    [reset],
  );

  const startOver = () => {
    reset();
    setPhoto(null);
    setLastInput(null);
  };

  const analyse = (input: AnalysisInput) => {
    setLastInput(input);
    void run(input);
  };

  const analysePhoto = () => {
    if (photo) analyse({ kind: 'photo', mode: photo.mode, prepare: () => photo.prepared });
  };

  const retry = () => {
    if (lastInput) void run(lastInput);
  };

  const running = analysis.status === 'running';
  const runningMode = lastInput?.kind === 'text' ? 'recipe' : (lastInput?.mode ?? photo?.mode ?? 'food');

  let top: ReactNode;
  if (cameraMode) {
    top = (
      <CameraView
        onCapture={(blob) => takePhoto(blob, cameraMode)}
        onCancel={() => {
          setScanOptions(cameraMode === 'recipe');
          setCameraMode(null);
        }}
        onUploadInstead={() => {
          uploadAfterCancel.current = true;
          setScanOptions(cameraMode === 'recipe');
          setCameraMode(null);
        }}
      />
    );
  } else if (photo) {
    top = (
      <CapturedPreview
        url={photo.url}
        mode={photo.mode}
        showAnalyze={analysis.status === 'idle' || running}
        busy={running}
        onRemove={startOver}
        onAnalyze={analysePhoto}
      />
    );
  } else if (lastInput?.kind === 'text' && analysis.status !== 'idle') {
    top = (
      <button type="button" className="button button--ghost camera-page__back" onClick={startOver}>
        {t('camera.back')}
      </button>
    );
  } else {
    top = (
      <CaptureStart
        initialScan={scanOptions}
        autoPickFile={uploadAfterCancel}
        onOpenCamera={setCameraMode}
        onFile={takePhoto}
        onScanText={(text) => analyse({ kind: 'text', text })}
      />
    );
  }

  return (
    <div className="camera-page">
      {top}
      {running && runningMode === 'food' && <FoodResultPanel result={null} />}
      {analysis.status === 'food' && <FoodResultPanel result={analysis.result} />}
      {analysis.status === 'recipe' && <ScanResultPanel result={analysis.result} />}
      {analysis.status === 'noFood' && <AnalysisProblem kind="noFood" onRetry={startOver} />}
      {analysis.status === 'error' && (
        <AnalysisProblem kind="error" code={analysis.code} mode={analysis.mode} onRetry={retry} />
      )}
      <ProcessingOverlay open={running} label={t('camera.generating')} />
    </div>
  );
}
