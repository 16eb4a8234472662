import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { Spinner } from '../../../components/spinner';
import { listItemsQuery, type ShoppingItem } from '../../../domains/lists/queries';
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { isUnconfirmed } from '../../../lib/cache-confirmation';
import { useItemActions } from '../hooks/use-item-actions';
import { AddItemForm } from './add-item-form';
import { ItemRow } from './item-row';

/** Add form, unchecked items and the collapsible checked section of one list (or of the personal items). */
export function ItemsPanel({ listId }: { listId: string | null }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const live = useLiveQuery(user ? listItemsQuery(user.uid, listId) : null);
  const { ready, items, toggle, rename, remove, add, clearChecked } = useItemActions(listId, live.data);
  const checkedSection = useDisclosure(true);
  const open = items.filter((item) => !item.checked);
  const done = items.filter((item) => item.checked);
  const byCheckedAt = (a: ShoppingItem, b: ShoppingItem) =>
    Number(b.checkedAt ?? 0) - Number(a.checkedAt ?? 0);

  return (
    <div className="items-panel">
      <AddItemForm onAdd={add} />
      {live.error && (
        <p className="banner banner--error" role="alert">
          {t('shopping.loadError')}
        </p>
      )}
      {(live.data === null || !ready) && !live.error ? (
        <div className="items-panel__loading">
          <Spinner label={t('shopping.loading')} />
        </div>
      ) : (
        <>
          {open.length > 0 ? (
            <ul className="shopping-items">
              {open.map((item) => (
                <ItemRow key={item.id} item={item} onToggle={toggle} onRename={rename} onDelete={remove} />
              ))}
            </ul>
          ) : (
            done.length === 0 &&
            // Nothing from the cache alone (offline, never read here) is unknown, not empty.
            (isUnconfirmed(live.data) ? (
              <div className="items-panel__empty" role="status">
                <p className="items-panel__empty-title">{t('shopping.notLoadedItems')}</p>
                <p className="muted">{t('shopping.notLoadedItemsHint')}</p>
              </div>
            ) : (
              <div className="items-panel__empty">
                <p className="items-panel__empty-title">{t('shopping.emptyItems')}</p>
                <p className="muted">{t('shopping.emptyItemsHint')}</p>
              </div>
            ))
          )}
          {done.length > 0 && (
            <section className="checked-section">
              <div className="spread-row checked-section__head">
                <DisclosureButton disclosure={checkedSection} className="checked-section__toggle">
                  <span className="checked-section__chevron" aria-hidden="true" />
                  {t('shopping.checkedItems', { count: done.length })}
                </DisclosureButton>
                <button type="button" className="button button--link" onClick={clearChecked}>
                  {t('shopping.clearChecked')}
                </button>
              </div>
              {checkedSection.open && (
                <ul id={checkedSection.panelId} className="shopping-items shopping-items--checked">
                  {[...done].sort(byCheckedAt).map((item) => (
                    <ItemRow key={item.id} item={item} onToggle={toggle} />
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
