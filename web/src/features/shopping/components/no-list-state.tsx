import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartIcon } from '../../../components/icons';

/** Shown when the user belongs to no list: points to Settings, where lists are created. */
export function NoListState() {
  const { t } = useTranslation();
  return (
    <section className="card empty-state no-list-state" aria-labelledby="no-list-title">
      <CartIcon size={40} className="empty-state__icon" />
      <h2 id="no-list-title">{t('shopping.noListTitle')}</h2>
      <p className="muted">{t('shopping.noListText')}</p>
      <Link to="/settings" className="button button--primary">
        {t('shopping.goToSettings')}
      </Link>
    </section>
  );
}
