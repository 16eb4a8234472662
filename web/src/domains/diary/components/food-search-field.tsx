// "Add a food" as a combobox: the field searches the food table as the user types and lists the foods
// found (name in the user's language, kcal per 100 g, Frida's foods marked as its licence asks) in a
// listbox below it. Arrow keys move through the
// list, Enter picks, Escape closes it; a tap picks too. What the search found, or that it found nothing,
// is announced through a status line. Enter with no food chosen submits the form (the estimate by name).
import { limits } from '@shared/limits';
import type { TableFood } from '@shared/nutrition/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalories } from '../../nutrition/components/format-nutrition';
import type { FoodSearch } from '../../nutrition/hooks/use-food-search';
import { SourceMark } from './source-mark';

interface Props {
  value: string;
  onChange: (text: string) => void;
  search: FoodSearch;
  /** A food was picked for the current text: the list stays closed until the text changes. */
  picked: boolean;
  onPick: (food: TableFood) => void;
}

export function FoodSearchField({ value, onChange, search, picked, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { foods, status, error } = search;
  // The chosen option belongs to the answer it was chosen in: a new answer starts with none.
  const [choice, setChoice] = useState({ foods, index: -1 });
  const active = choice.foods === foods ? choice.index : -1;
  const setActive = (next: (index: number) => number) =>
    setChoice((before) => ({ foods, index: next(before.foods === foods ? before.index : -1) }));
  const listed = open && !picked && status !== 'idle' && foods.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const pick = (food: TableFood | undefined) => {
    if (!food) return;
    onPick(food);
    setOpen(false);
    setActive(() => -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && foods.length > 0 && !picked) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (listed ? Math.min(index + 1, foods.length - 1) : 0));
    } else if (event.key === 'ArrowUp' && listed) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, -1));
    } else if (event.key === 'Enter' && listed && active >= 0) {
      event.preventDefault();
      pick(foods[active]);
    } else if (event.key === 'Escape' && listed) {
      event.preventDefault();
      setOpen(false);
      setActive(() => -1);
    }
  };

  let statusText = '';
  let statusClass = 'visually-hidden';
  if (!picked && status === 'searching') statusText = t('diary.food.searching');
  else if (!picked && status === 'done' && foods.length > 0)
    statusText = t('diary.food.found', { count: foods.length });
  else if (!picked && status === 'done') {
    statusText = t('diary.food.none');
    statusClass = 'muted';
  } else if (status === 'failed' && error) {
    statusText = error;
    statusClass = 'form-error';
  }

  return (
    <div className="field food-search">
      <label htmlFor={`${id}-input`}>{t('diary.rows.addName')}</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={`${id}-list`}
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        value={value}
        maxLength={limits.foodQueryChars}
        placeholder={t('diary.rows.addNamePlaceholder')}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(() => -1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        className="food-search__list"
        aria-label={t('diary.food.results')}
        hidden={!listed}
      >
        {foods.map((food, index) => (
          // The field keeps the focus and the keyboard (aria-activedescendant); a tap picks.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
          <div
            key={food.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`food-search__option${index === active ? ' food-search__option--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(food)}
          >
            <span className="food-search__name">{food.name}</span>
            {food.per100g.calories !== null && (
              <span className="food-search__hint">
                {t('diary.food.per100g', { value: formatCalories(food.per100g.calories, lang) })}
                {food.source === 'frida' && (
                  <>
                    {' '}
                    <SourceMark source="database" foodId={food.id} />
                  </>
                )}
              </span>
            )}
          </div>
        ))}
      </div>
      <p id={`${id}-status`} className={`food-search__status ${statusClass}`} role="status">
        {statusText}
      </p>
    </div>
  );
}
