// "Vitamins and minerals" under a table food (the foods of "Not this food?", a food picked in "Add a
// food"): a button that shows the food's nutrients for the row's grams. The list, with the targets it is
// measured against, loads on the first tap, so the screens that offer it (the camera screen among them)
// carry only this button.
import type { TableFood } from '@shared/nutrition/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import './food-micros.css';

const FoodMicrosList = lazy(() => import('./food-micros-list'));

interface Props {
  food: Pick<TableFood, 'source' | 'per100g'>;
  grams: number;
}

export function FoodMicros({ food, grams }: Props) {
  const { t } = useTranslation();
  const list = useDisclosure();
  return (
    <div className="food-micros">
      <DisclosureButton disclosure={list} className="button button--link food-micros__toggle">
        {t('micros.food.show')}
      </DisclosureButton>
      <div id={list.panelId} hidden={!list.open}>
        {list.open && (
          <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
            <FoodMicrosList food={food} grams={grams} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
