// Route "/": today's diary card; capture (camera, upload, recipe scan or a meal described in words) ->
// preview -> analysis -> result (a logged meal can be changed there), no-food or error.
import { useTranslation } from 'react-i18next';
import { ProcessingOverlay } from '../../components/processing-overlay';
import './camera.css';
import { AnalysisOutcome } from './components/analysis-outcome';
import { CaptureStage } from './components/capture-stage';
import { ProfilePrompt } from './components/profile-prompt';
import { QuickLogChips } from './components/quick-log-chips';
import { TodayCard } from './components/today-card';
import { useCaptureSession } from './hooks/use-capture-session';

export default function CameraPage() {
  const { t } = useTranslation();
  const session = useCaptureSession();
  return (
    <div className="camera-page">
      <ProfilePrompt />
      {!session.cameraMode && <TodayCard />}
      {/* The one-tap chips belong to the start of the screen, beside the capture actions. */}
      {session.stage === 'start' && <QuickLogChips />}
      <CaptureStage session={session} />
      <AnalysisOutcome session={session} />
      <ProcessingOverlay open={session.running} label={t('camera.generating')} />
    </div>
  );
}
