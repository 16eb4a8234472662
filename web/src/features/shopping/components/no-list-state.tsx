import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Shown when the user belongs to no list: points to Settings, where lists are created. */
export function NoListState() {
  const { t } = useTranslation();
  return (
    <section className="card no-list-state" aria-labelledby="no-list-title">
      <div className="no-list-state__icon" aria-hidden="true">
        🛒
      </div>
      <h2 id="no-list-title">{t('shopping.noListTitle')}</h2>
      <p className="muted">{t('shopping.noListText')}</p>
      <Link to="/settings" className="button button--primary">
        {t('shopping.goToSettings')}
      </Link>
    </section>
  );
}
