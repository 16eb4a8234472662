import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingItem } from '../../../lib/live-data';

interface Props {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem, checked: boolean) => void;
  onRename?: (item: ShoppingItem, name: string) => void;
  onDelete?: (item: ShoppingItem) => void;
}

function TrashIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path
        d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v6M14 11v6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One item: checkbox, the name (click to rename inline: Enter saves, Escape cancels) and a delete icon. */
export function ItemRow({ item, onToggle, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.name);
  // Escape and Enter both end editing; the blur that follows must not save a second time (or after a cancel).
  const done = useRef(false);

  const startEditing = () => {
    done.current = false;
    setDraft(item.name);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    if (save) onRename?.(item, draft);
  };

  return (
    <li className={`shopping-item${item.checked ? ' shopping-item--checked' : ''}`}>
      <input
        type="checkbox"
        className="shopping-item__check"
        checked={item.checked}
        aria-label={item.name}
        onChange={(event) => onToggle(item, event.target.checked)}
      />
      {editing ? (
        <input
          className="input shopping-item__edit"
          aria-label={t('shopping.itemName')}
          value={draft}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this name
          autoFocus
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              finish(true);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              finish(false);
            }
          }}
          onBlur={() => finish(true)}
        />
      ) : onRename ? (
        <button
          type="button"
          className="shopping-item__name"
          aria-label={t('shopping.editItem', { name: item.name })}
          onClick={startEditing}
        >
          {item.name}
        </button>
      ) : (
        <span className="shopping-item__name">{item.name}</span>
      )}
      {onDelete && !editing && (
        <button
          type="button"
          className="icon-button shopping-item__delete"
          aria-label={t('shopping.deleteItem', { name: item.name })}
          onClick={() => onDelete(item)}
        >
          <TrashIcon />
        </button>
      )}
    </li>
  );
}
