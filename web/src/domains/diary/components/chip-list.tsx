// A titled row of chips, each a name and a note (kcal, grams) that does its thing in one tap: the recent
// foods of the rows editor and of "+ Add food", and the favourites offered there.
import { useId } from 'react';
import './recent-foods.css';

export interface Chip {
  key: string;
  name: string;
  note: string;
  /** What a screen reader says instead of name and note, where the tap needs saying ("Add 50 g of ..."). */
  label?: string;
  onPick: () => void;
}

interface Props {
  title: string;
  chips: readonly Chip[];
  busy: boolean;
}

export function ChipList({ title, chips, busy }: Props) {
  const titleId = useId();
  if (chips.length === 0) return null;
  return (
    <div className="recent-foods">
      <p id={titleId} className="recent-foods__title">
        {title}
      </p>
      <ul className="chip-row" aria-labelledby={titleId}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              disabled={busy}
              aria-label={chip.label}
              onClick={chip.onPick}
            >
              <span className="chip__name">{chip.name}</span>
              <span className="chip__note">{chip.note}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
