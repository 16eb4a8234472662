// Route "/shopping": a tab per list and one for the personal items, the chosen tab's items (the personal
// items alone when there is no list), and how many changes are still waiting to reach the server.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useActiveList } from '../../domains/lists/hooks/use-active-list';
import { useListLabels, useMyLists } from '../../domains/lists/hooks/use-my-lists';
import { PERSONAL_TAB, targetListId } from '../../domains/lists/target-list';
import { useAuth } from '../../hooks/use-auth';
import { ItemsPanel } from './components/items-panel';
import { LIST_PANEL_ID, ListTabs, tabId } from './components/list-tabs';
import { MembersToggle } from './components/members-toggle';
import { NoListState } from './components/no-list-state';
import { PendingBadge } from './components/pending-badge';
import { useGoneListNotice, useJoinedList } from './hooks/use-list-notices';
import { useOutboxNotices } from './hooks/use-outbox';
import './shopping.css';

export default function ShoppingPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // In the profile's order, and only once the profile is there: choosing a default earlier would persist
  // whichever list the query happened to return first.
  const lists = useMyLists(user?.uid ?? null);
  const [stored, setStored] = useActiveList();
  const labels = useListLabels(lists.data);
  const ready = lists.data !== null;
  const listIds = lists.data?.map((list) => list.id) ?? [];
  // A list just joined wins over the stored choice; while it is on its way, no list is shown.
  const joined = useJoinedList(lists.data, labels);
  const waiting = joined !== null && !joined.arrived;
  const personal = stored === PERSONAL_TAB && listIds.length > 0;
  const activeId =
    !ready || waiting ? null : joined ? joined.id : personal ? PERSONAL_TAB : targetListId(stored, listIds);
  const active = lists.data?.find((list) => list.id === activeId) ?? null;
  useGoneListNotice(lists.data, labels, active?.id ?? null);
  useOutboxNotices(user?.uid ?? null);

  // Keep the stored choice in step: the default first list is remembered, a list the user left is forgotten.
  useEffect(() => {
    if (ready && !waiting && stored !== activeId) setStored(activeId);
  }, [ready, waiting, stored, activeId, setStored]);

  if (lists.data === null || waiting) {
    return (
      <div className="shopping-page">
        <h1>{t('shopping.title')}</h1>
        <PendingBadge />
        {lists.error ? (
          <p className="banner banner--error" role="alert">
            {t('shopping.loadError')}
          </p>
        ) : (
          <div className="items-panel__loading">
            <Spinner label={waiting ? t('shopping.joiningList') : t('shopping.loading')} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="shopping-page">
      <h1>{t('shopping.title')}</h1>
      <PendingBadge />
      {lists.data.length === 0 ? (
        <>
          <NoListState />
          <h2 className="shopping-page__personal">{t('shopping.personalItems')}</h2>
          <ItemsPanel listId={null} />
        </>
      ) : (
        <>
          <ListTabs lists={lists.data} labels={labels} activeId={activeId} onSelect={setStored} />
          {activeId === PERSONAL_TAB && (
            <div
              id={LIST_PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(PERSONAL_TAB)}
              className="card list-panel"
            >
              <ItemsPanel key="items-personal" listId={null} />
            </div>
          )}
          {active && (
            <div
              id={LIST_PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(active.id)}
              className="card list-panel"
            >
              <MembersToggle key={`members-${active.id}`} list={active} label={labels.get(active.id)} />
              <ItemsPanel key={`items-${active.id}`} listId={active.id} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
