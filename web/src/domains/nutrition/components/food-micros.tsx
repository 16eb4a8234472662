// "Vitamins and minerals" under a table food (the foods of "Not this food?", a food picked in "Add a
// food"): a button that shows the food's nutrients for the row's grams. The list, with the targets it is
// measured against, loads on the first tap, so the screens that offer it (the camera screen among them)
// carry only this button.
import type { TableFood } from '@shared/nutrition/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './food-micros.css';

const FoodMicrosList = lazy(() => import('./food-micros-list'));

interface Props {
  food: Pick<TableFood, 'source' | 'per100g'>;
  grams: number;
}

export function FoodMicros({ food, grams }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="food-micros">
      <button
        type="button"
        className="button button--link food-micros__toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((was) => !was)}
      >
        {t('micros.food.show')}
      </button>
      <div id={`${id}-list`} hidden={!open}>
        {open && (
          <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
            <FoodMicrosList food={food} grams={grams} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
