import { useTranslation } from 'react-i18next';
import type { CaptureMode } from '../use-analysis';

interface Props {
  url: string;
  mode: CaptureMode;
  /** Hides the analyse button once a result or an error is on screen. */
  showAnalyze: boolean;
  busy: boolean;
  onRemove: () => void;
  onAnalyze: () => void;
}

export function CapturedPreview({ url, mode, showAnalyze, busy, onRemove, onAnalyze }: Props) {
  const { t } = useTranslation();
  return (
    <section className={`captured-preview${showAnalyze ? '' : ' captured-preview--compact'}`}>
      <div className="captured-preview__frame">
        <img src={url} alt={t('camera.preview')} className="captured-preview__image" />
        <span className="captured-preview__mode">
          {mode === 'food' ? t('camera.modeFood') : t('camera.modeRecipe')}
        </span>
        <button
          type="button"
          className="captured-preview__remove"
          aria-label={t('camera.remove')}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {showAnalyze && (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy}
          onClick={onAnalyze}
        >
          {mode === 'food' ? t('camera.analyze') : t('camera.scan')}
        </button>
      )}
    </section>
  );
}
