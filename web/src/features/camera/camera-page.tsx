// Route "/": today's diary card; capture (camera, upload, recipe scan or a meal described in words) ->
// preview -> analysis -> result (a logged meal can be changed there), no-food or error.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { useCallableAction } from '../../hooks/use-callable-action';
import { sendVerificationEmail } from '../../lib/auth';
import './camera.css';
import { AnalysisProblem } from './components/analysis-problem';
import { CameraView } from './components/camera-view';
import { CaptureStart } from './components/capture-start';
import { CapturedPreview } from './components/captured-preview';
import { DescribeMeal } from './components/describe-meal';
import { FoodResultPanel } from './components/food-result';
import { ProfilePrompt } from './components/profile-prompt';
import { QuickLogChips } from './components/quick-log-chips';
import { ResultNextSteps } from './components/result-next-steps';
import { ScanResultPanel } from './components/scan-result';
import { TodayCard } from './components/today-card';
import { type AnalysisInput, type CaptureMode, useAnalysis } from './hooks/use-analysis';
import { downscaleImage, type PreparedImage } from './image-downscale/downscale-image';

// Codes that mean this file will never work: the way out is another photo, not the same one again.
const fileCodes = new Set([
  'camera.notImage',
  'camera.imageError',
  'camera.invalidImageFormat',
  'camera.imageTooSmall',
]);

/** A picked file the browser labels as something other than an image (a .txt, a .pdf) is refused at once. */
const mightBeImage = (blob: Blob) => blob.type === '' || blob.type.startsWith('image/');

interface Photo {
  url: string;
  mode: CaptureMode;
  /** Started as soon as the photo exists, so most of the work is done before "analyse" is pressed. */
  prepared: Promise<PreparedImage>;
}

export default function CameraPage() {
  const { t } = useTranslation();
  const { run: runVerification } = useCallableAction();
  const navigate = useNavigate();
  const [cameraMode, setCameraMode] = useState<CaptureMode | null>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [lastInput, setLastInput] = useState<AnalysisInput | null>(null);
  const [scanOptions, setScanOptions] = useState(false);
  const { analysis, run, reset, update } = useAnalysis();
  const [note, setNote] = useState('');
  // "Describe what you ate" is open (its form replaces the capture actions).
  const [describing, setDescribing] = useState(false);
  const uploadAfterCancel = useRef(false);
  // A file refused before any analysis: the panel replaces the capture actions until another is chosen.
  const [badFile, setBadFile] = useState<{ code: string; mode: CaptureMode } | null>(null);
  const preparing = useRef<Promise<PreparedImage> | null>(null);

  // Object URLs hold the photo in memory until revoked.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const refuseFile = useCallback(
    (code: string, mode: CaptureMode) => {
      preparing.current = null;
      reset();
      setPhoto(null);
      setLastInput(null);
      setCameraMode(null);
      setScanOptions(mode === 'recipe');
      setBadFile({ code, mode });
    },
    [reset],
  );

  const takePhoto = useCallback(
    (blob: Blob, mode: CaptureMode) => {
      if (!mightBeImage(blob)) {
        refuseFile('camera.notImage', mode);
        return;
      }
      const prepared = downscaleImage(blob);
      preparing.current = prepared;
      // An image that cannot be decoded is refused as soon as that is known, not after "Analyse".
      prepared.catch(() => {
        if (preparing.current === prepared) refuseFile('camera.imageError', mode);
      });
      reset();
      setBadFile(null);
      setLastInput(null);
      setCameraMode(null);
      setNote('');
      setScanOptions(mode === 'recipe');
      setPhoto({ url: URL.createObjectURL(blob), mode, prepared });
    },
    [reset, refuseFile],
  );

  const startOver = () => {
    preparing.current = null;
    reset();
    setPhoto(null);
    setLastInput(null);
    setBadFile(null);
    setNote('');
    setDescribing(false);
  };

  // Back to the capture actions with the file picker open, in the mode the refused file was for.
  const chooseAnother = (mode: CaptureMode) => {
    startOver();
    setScanOptions(mode === 'recipe');
    uploadAfterCancel.current = true;
  };

  const analyse = (input: AnalysisInput) => {
    setLastInput(input);
    void run(input);
  };

  const analysePhoto = () => {
    if (photo)
      analyse({
        kind: 'photo',
        mode: photo.mode,
        prepare: () => photo.prepared,
        ...(photo.mode === 'food' && note.trim() ? { note: note.trim() } : {}),
      });
  };

  const retry = () => {
    if (lastInput) void run(lastInput);
  };

  const running = analysis.status === 'running';
  const runningMode =
    lastInput?.kind === 'text'
      ? 'recipe'
      : lastInput?.kind === 'meal'
        ? 'food'
        : (lastInput?.mode ?? photo?.mode ?? 'food');
  // A described meal's failure is shown under its text, which stays to be fixed.
  const mealError = lastInput?.kind === 'meal' && analysis.status === 'error' ? t(analysis.code) : null;

  // A refused file: its problem panel below is the whole screen until another photo is chosen.
  let top: ReactNode;
  // The one-tap chips belong to the start of the screen, beside the capture actions.
  let atStart = false;
  if (badFile) {
    top = null;
  } else if (cameraMode) {
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
        note={note}
        onNoteChange={setNote}
      />
    );
  } else if (describing && analysis.status !== 'food') {
    top = (
      <DescribeMeal
        busy={running}
        error={mealError}
        onSubmit={(description) => analyse({ kind: 'meal', description })}
        onBack={startOver}
      />
    );
  } else if ((lastInput?.kind === 'text' || lastInput?.kind === 'meal') && analysis.status !== 'idle') {
    top = (
      <button type="button" className="button button--ghost camera-page__back" onClick={startOver}>
        {t('camera.back')}
      </button>
    );
  } else {
    atStart = true;
    top = (
      <CaptureStart
        initialScan={scanOptions}
        autoPickFile={uploadAfterCancel}
        onOpenCamera={setCameraMode}
        onFile={takePhoto}
        onScanText={(text) => analyse({ kind: 'text', text })}
        onDescribe={() => {
          startOver();
          setDescribing(true);
        }}
      />
    );
  }

  return (
    <div className="camera-page">
      <ProfilePrompt />
      {!cameraMode && <TodayCard />}
      {atStart && <QuickLogChips />}
      {top}
      {running && runningMode === 'food' && <FoodResultPanel result={null} />}
      {analysis.status === 'food' && (
        <>
          <FoodResultPanel result={analysis.result} onUpdated={update} />
          <ResultNextSteps
            day={analysis.result.diary?.day}
            // The recipe screen generates the meal's recipe from this navigation state.
            onGenerateRecipe={() => navigate('/recipe', { state: { recipeForMeal: analysis.result.mealId } })}
            // A meal logged from words: the next one is typed too.
            text={lastInput?.kind === 'meal'}
            onAnalyseAnother={
              lastInput?.kind === 'meal'
                ? () => {
                    startOver();
                    setDescribing(true);
                  }
                : startOver
            }
          />
        </>
      )}
      {analysis.status === 'recipe' && <ScanResultPanel result={analysis.result} />}
      {analysis.status === 'noFood' && <AnalysisProblem kind="noFood" onRetry={startOver} />}
      {badFile && (
        <AnalysisProblem kind="badFile" code={badFile.code} onRetry={() => chooseAnother(badFile.mode)} />
      )}
      {analysis.status === 'error' &&
        lastInput?.kind !== 'meal' &&
        (fileCodes.has(analysis.code) ? (
          <AnalysisProblem kind="badFile" code={analysis.code} onRetry={() => chooseAnother(analysis.mode)} />
        ) : (
          <AnalysisProblem
            kind="error"
            code={analysis.code}
            recipePhoto={analysis.mode === 'recipe' && lastInput?.kind === 'photo'}
            foodPhoto={analysis.mode === 'food' && lastInput?.kind === 'photo'}
            onRetry={retry}
            onResendVerification={() =>
              runVerification('sendVerification', () => sendVerificationEmail(), {
                success: 'settings.verify.sent',
              })
            }
          />
        ))}
      <ProcessingOverlay open={running} label={t('camera.generating')} />
    </div>
  );
}
