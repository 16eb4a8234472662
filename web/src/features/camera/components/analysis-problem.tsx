import { useTranslation } from 'react-i18next';

interface Props {
  /** noFood: the photo shows no food; badFile: the file is no usable image; error: anything else. */
  kind: 'noFood' | 'badFile' | 'error';
  /** i18n key of the message (noFood has its own). */
  code?: string;
  /** A recipe photo that could not be scanned gets a hint about the page (not a pasted text). */
  recipePhoto?: boolean;
  onRetry: () => void;
}

/**
 * The problem panels of the camera screen. The hint to use a clear, well-lit photo belongs to a photo
 * with no food in it; a file or connection problem says what is wrong instead (docs/product-rules.md#ai-errors).
 * No food or a bad file means this photo will not work, so the action starts over with another one; any
 * other failure may be passing, so the action sends the same input again.
 */
export function AnalysisProblem({ kind, code = 'camera.analyzeError', recipePhoto = false, onRetry }: Props) {
  const { t } = useTranslation();
  const message = kind === 'noFood' ? t('camera.noFoodDetected') : t(code);
  const hint =
    kind === 'noFood'
      ? t('camera.noFoodHint')
      : kind === 'error' && recipePhoto && code === 'camera.scanError'
        ? t('camera.scanErrorHint')
        : null;
  const action =
    kind === 'noFood'
      ? t('camera.anotherPhoto')
      : kind === 'badFile'
        ? t('camera.chooseAnotherPhoto')
        : t('camera.retry');
  return (
    <section className={`card camera-problem camera-problem--${kind}`} role="alert">
      <div className="camera-problem__icon" aria-hidden="true">
        {kind === 'noFood' ? '🍽️' : '⚠️'}
      </div>
      <h2 className="camera-problem__title">{message}</h2>
      {hint && <p className="muted">{hint}</p>}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {action}
      </button>
    </section>
  );
}
