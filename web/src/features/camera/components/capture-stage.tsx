// The top of the camera screen, by the session's stage: the capture actions, the live camera, the photo
// to analyse (with its note), the "describe what you ate" form, or a way back from a recipe or a meal
// typed in words. A refused file shows nothing here: its problem panel is the whole screen.
import { useTranslation } from 'react-i18next';
import type { CaptureSession } from '../hooks/use-capture-session';
import { CameraView } from './camera-view';
import { CaptureStart } from './capture-start';
import { CapturedPreview } from './captured-preview';
import { DescribeMeal } from './describe-meal';

export function CaptureStage({ session }: { session: CaptureSession }) {
  const { t } = useTranslation();
  const { analysis, cameraMode, photo, lastInput, running } = session;
  switch (session.stage) {
    case 'refused':
      return null;
    case 'camera':
      return (
        <CameraView
          onCapture={(blob) => cameraMode && session.takePhoto(blob, cameraMode)}
          onCancel={() => session.closeCamera(false)}
          onUploadInstead={() => session.closeCamera(true)}
        />
      );
    case 'photo':
      return photo ? (
        <CapturedPreview
          url={photo.url}
          mode={photo.mode}
          showAnalyze={analysis.status === 'idle' || running}
          busy={running}
          onRemove={session.startOver}
          onAnalyze={session.analysePhoto}
          note={session.note}
          onNoteChange={session.setNote}
        />
      ) : null;
    case 'describe':
      return (
        <DescribeMeal
          busy={running}
          // A described meal's failure is shown under its text, which stays to be fixed.
          error={lastInput?.kind === 'meal' && analysis.status === 'error' ? t(analysis.code) : null}
          onSubmit={(description) => session.analyse({ kind: 'meal', description })}
          onBack={session.startOver}
        />
      );
    case 'back':
      return (
        <button type="button" className="button button--ghost camera-page__back" onClick={session.startOver}>
          {t('camera.back')}
        </button>
      );
    case 'start':
      return (
        <CaptureStart
          initialScan={session.scanOptions}
          autoPickFile={session.uploadAfterCancel}
          onOpenCamera={session.openCamera}
          onFile={session.takePhoto}
          onScanText={(text) => session.analyse({ kind: 'text', text })}
          onDescribe={session.describe}
        />
      );
  }
}
