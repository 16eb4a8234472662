import { limits } from '@shared/limits';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import type { ShoppingItem } from '../../../domains/lists/queries';

interface Props {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem, checked: boolean) => void;
  onRename?: (item: ShoppingItem, name: string) => void;
  onDelete?: (item: ShoppingItem) => void;
}

/**
 * One item: checkbox and name (a tap anywhere on them ticks it, as in a shop with a full hand), a rename
 * button that edits the name inline (Enter saves, Escape cancels) and a delete icon.
 */
export function ItemRow({ item, onToggle, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const checkId = useId();
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
        id={checkId}
        type="checkbox"
        className="shopping-item__check"
        checked={item.checked}
        onChange={(event) => onToggle(item, event.target.checked)}
      />
      {editing ? (
        <input
          className="input shopping-item__edit"
          aria-label={t('shopping.itemName')}
          value={draft}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this name
          autoFocus
          maxLength={limits.nameChars}
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
      ) : (
        <label htmlFor={checkId} className="shopping-item__name">
          {item.name}
        </label>
      )}
      {onRename && !editing && (
        <button
          type="button"
          className="icon-button shopping-item__rename"
          aria-label={t('shopping.editItem', { name: item.name })}
          onClick={startEditing}
        >
          <PencilIcon />
        </button>
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
