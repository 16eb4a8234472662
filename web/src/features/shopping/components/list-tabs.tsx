import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingList } from '../../../lib/live-data';

interface Props {
  lists: ShoppingList[];
  /** Each list's name on screen, told apart when two share one (lib/my-lists.ts listLabels). */
  labels: ReadonlyMap<string, string>;
  activeId: string | null;
  onSelect: (listId: string) => void;
}

export const tabId = (listId: string) => `list-tab-${listId}`;
export const LIST_PANEL_ID = 'list-panel';

/** One tab per list; arrow keys, Home and End move between tabs as in the WAI-ARIA tabs pattern. */
export function ListTabs({ lists, labels, activeId, onSelect }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = lists.length - 1;
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
    const list = target === null ? undefined : lists[target];
    if (!list) return;
    event.preventDefault();
    onSelect(list.id);
    container.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(list.id))}`)?.focus();
  };

  return (
    <div ref={container} className="list-tabs" role="tablist" aria-label={t('shopping.listsLabel')}>
      {lists.map((list, index) => {
        const selected = list.id === activeId;
        return (
          <button
            key={list.id}
            type="button"
            role="tab"
            id={tabId(list.id)}
            aria-selected={selected}
            aria-controls={LIST_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className="list-tabs__tab"
            onClick={() => onSelect(list.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {labels.get(list.id) ?? list.name}
          </button>
        );
      })}
    </div>
  );
}
