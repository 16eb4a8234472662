import { useTranslation } from 'react-i18next';

interface Props {
  kind: 'noFood' | 'error';
  /** i18n key of the error message (ignored for noFood). */
  code?: string;
  /** The hint differs for recipes: a sharp page, not a photo of food. */
  mode?: 'food' | 'recipe';
  onRetry: () => void;
}

/**
 * The no-food and the generic error panel, each with the hint to retry with a clear photo (SPEC 2, 8).
 * No food means this photo will not work, so the action starts over; any other failure may be passing,
 * so the action sends the same input again.
 */

export function AnalysisProblem({ kind, code = 'camera.analyzeError', mode = 'food', onRetry }: Props) {
  const { t } = useTranslation();
  const message = kind === 'noFood' ? t('camera.noFoodDetected') : t(code);
  const hint =
    kind === 'noFood'
      ? t('camera.noFoodHint')
      : mode === 'recipe'
        ? t('camera.scanErrorHint')
        : t('camera.analyzeErrorHint');
  return (
    <section className={`card camera-problem camera-problem--${kind}`} role="alert">
      <div className="camera-problem__icon" aria-hidden="true">
        {kind === 'noFood' ? '🍽️' : '⚠️'}
      </div>
      <h2 className="camera-problem__title">{message}</h2>
      <p className="muted">{hint}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {kind === 'noFood' ? t('camera.anotherPhoto') : t('camera.retry')}
      </button>
    </section>
  );
}
