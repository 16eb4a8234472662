import { useTranslation } from 'react-i18next';
import { AlertIcon, PlateIcon } from '../../../components/icons';

/** A request that never reached the server: the photo is not to blame. */
const CONNECTION = 'common.connectionError';
/** The AI was refused until the account's e-mail address is verified. */
const VERIFY_EMAIL = 'common.aiVerifyEmail';

interface Props {
  /** noFood: the photo shows no food; badFile: the file is no usable image; error: anything else. */
  kind: 'noFood' | 'badFile' | 'error';
  /** i18n key of the message (noFood has its own). */
  code?: string;
  /** A recipe photo that could not be scanned gets a hint about the page (not a pasted text). */
  recipePhoto?: boolean;
  /** A food photo whose analysis failed: try again with a clear photo of food. */
  foodPhoto?: boolean;
  onRetry: () => void;
  /** Mails the verification link again: offered when the AI was refused for an unverified address. */
  onResendVerification?: () => void;
}

/**
 * The problem panels of the camera screen. A photo with no food, and a food photo whose analysis failed,
 * get the hint to try again with a clear photo of food; a file or connection problem says what is wrong
 * instead (docs/product-rules.md#ai-errors). No food or a bad file means this photo will not work, so the
 * action starts over with another one; any other failure may be passing, so the action sends the same
 * input again.
 */
export function AnalysisProblem({
  kind,
  code = 'camera.analyzeError',
  recipePhoto = false,
  foodPhoto = false,
  onRetry,
  onResendVerification,
}: Props) {
  const { t } = useTranslation();
  const message = kind === 'noFood' ? t('camera.noFoodDetected') : t(code);
  let hint: string | null = null;
  if (kind === 'noFood') hint = t('camera.noFoodHint');
  else if (kind === 'error' && recipePhoto && code === 'camera.scanError') hint = t('camera.scanErrorHint');
  else if (kind === 'error' && foodPhoto && code !== CONNECTION && code !== VERIFY_EMAIL)
    hint = t('camera.errorHint');
  const action =
    kind === 'noFood'
      ? t('camera.anotherPhoto')
      : kind === 'badFile'
        ? t('camera.chooseAnotherPhoto')
        : t('camera.retry');
  return (
    <section className={`card camera-problem camera-problem--${kind}`} role="alert">
      <div className="camera-problem__icon">
        {kind === 'noFood' ? <PlateIcon size={36} /> : <AlertIcon size={36} />}
      </div>
      <h2 className="camera-problem__title">{message}</h2>
      {hint && <p className="muted">{hint}</p>}
      {code === VERIFY_EMAIL && onResendVerification && (
        <button type="button" className="button" onClick={onResendVerification}>
          {t('settings.verify.resend')}
        </button>
      )}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {action}
      </button>
    </section>
  );
}
