import { limits } from '@shared/limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptureMode } from '../hooks/use-analysis';

interface Props {
  url: string;
  mode: CaptureMode;
  /** Hides the analyse button once a result or an error is on screen. */
  showAnalyze: boolean;
  busy: boolean;
  onRemove: () => void;
  onAnalyze: () => void;
  /** A short remark sent with a meal photo ("half portion"); food photos only. */
  note?: string;
  onNoteChange?: (note: string) => void;
}

/** Longest note the server takes. */
const MAX_NOTE = limits.mealNoteChars;

export function CapturedPreview({
  url,
  mode,
  showAnalyze,
  busy,
  onRemove,
  onAnalyze,
  note,
  onNoteChange,
}: Props) {
  const { t } = useTranslation();
  const noteId = useId();
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
      {showAnalyze && mode === 'food' && onNoteChange && (
        <div className="field photo-note">
          <label htmlFor={noteId}>{t('diary.note.label')}</label>
          <input
            id={noteId}
            value={note ?? ''}
            maxLength={MAX_NOTE}
            disabled={busy}
            placeholder={t('diary.note.placeholder')}
            onChange={(e) => onNoteChange(e.target.value)}
          />
        </div>
      )}
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
