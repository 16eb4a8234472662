// Route "/shopping": a tab per list, the active list's items (or the personal items when there is no list).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { targetListId } from '../../components/recipe/target-list';
import { Spinner } from '../../components/spinner';
import { useActiveList } from '../../lib/active-list';
import { useAuth } from '../../lib/auth';
import { useProfile } from '../../lib/profile';
import { ItemsPanel } from './components/items-panel';
import { LIST_PANEL_ID, ListTabs, tabId } from './components/list-tabs';
import { MembersToggle } from './components/members-toggle';
import { NoListState } from './components/no-list-state';
import './shopping.css';
import { useShoppingLists } from './use-shopping-data';

export default function ShoppingPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { profile, loading: profileLoading } = useProfile();
  const lists = useShoppingLists(user?.uid ?? null, profile?.shoppingLists);
  const [stored, setStored] = useActiveList();
  // "First" follows the profile's list order, so wait for the profile before choosing a default; choosing
  // earlier would persist whichever list the query happened to return first.
  const ready = lists.rows !== null && !profileLoading;
  const listIds = lists.rows?.map((list) => list.id) ?? [];
  const activeId = ready ? targetListId(stored, listIds) : null;
  const active = lists.rows?.find((list) => list.id === activeId) ?? null;

  // Keep the stored choice in step: the default first list is remembered, a list the user left is forgotten.
  useEffect(() => {
    if (ready && stored !== activeId) setStored(activeId);
  }, [ready, stored, activeId, setStored]);

  if (!ready || lists.rows === null) {
    return (
      <div className="shopping-page">
        <h1>{t('shopping.title')}</h1>
        {lists.error ? (
          <p className="banner banner--error" role="alert">
            {t('shopping.loadError')}
          </p>
        ) : (
          <div className="items-panel__loading">
            <Spinner label={t('shopping.loading')} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="shopping-page">
      <h1>{t('shopping.title')}</h1>
      {lists.rows.length === 0 ? (
        <>
          <NoListState />
          <h2 className="shopping-page__personal">{t('shopping.personalItems')}</h2>
          <ItemsPanel listId={null} />
        </>
      ) : (
        <>
          <ListTabs lists={lists.rows} activeId={activeId} onSelect={setStored} />
          {active && (
            <div
              id={LIST_PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(active.id)}
              className="card list-panel"
            >
              <MembersToggle key={`members-${active.id}`} list={active} />
              <ItemsPanel key={`items-${active.id}`} listId={active.id} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
