import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingList } from '../../../domains/lists/queries';
import { PERSONAL_TAB } from '../../../domains/lists/target-list';

interface Props {
  lists: ShoppingList[];
  /** Each list's name on screen, told apart when two share one (domains/lists/my-lists.ts listLabels). */
  labels: ReadonlyMap<string, string>;
  /** A list's id, or PERSONAL_TAB. */
  activeId: string | null;
  onSelect: (tab: string) => void;
}

export const tabId = (listId: string) => `list-tab-${listId}`;
export const LIST_PANEL_ID = 'list-panel';

/** One tab per list and a last one for the personal items; arrow keys, Home and End move between tabs as in the WAI-ARIA tabs pattern. */
export function ListTabs({ lists, labels, activeId, onSelect }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement | null>(null);
  // The chosen tab is always in view: a list just joined is the last one, past the strip's edge.
  useEffect(() => {
    if (activeId === null) return;
    const tab = container.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(activeId))}`);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeId]);
  const tabs = [
    ...lists.map((list) => ({ id: list.id, label: labels.get(list.id) ?? list.name })),
    { id: PERSONAL_TAB, label: t('shopping.personalTab') },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    container.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };

  return (
    <div ref={container} className="list-tabs" role="tablist" aria-label={t('shopping.listsLabel')}>
      {tabs.map((tab, index) => {
        const selected = tab.id === activeId;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={LIST_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className="list-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
