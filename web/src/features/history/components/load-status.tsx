// What History shows around its entries: the way back to the camera, and the entries' loading or failure.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';

/** Back to the camera, to log a meal. */
export function CameraLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="button button--primary">
      {t('history.goToCamera')}
    </Link>
  );
}

/** The banner for entries that failed to load, else the spinner while they load. */
export function LoadStatus({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <p className="banner banner--error" role="alert">
        {t('history.loadError')}
      </p>
    );
  }
  return (
    <div className="history-page__loading">
      <Spinner label={t('history.loading')} />
    </div>
  );
}
