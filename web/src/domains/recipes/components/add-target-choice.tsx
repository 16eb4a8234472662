// In the recipe view, which shopping list the ingredients go to (useAddToList's targets: the user's lists,
// then the personal items); shown only when there is more than one place to choose from.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddToList } from '../../lists/hooks/use-add-to-list';

export function AddTargetChoice({ addToList }: { addToList: AddToList }) {
  const { t } = useTranslation();
  const id = useId();
  if (addToList.targets.length <= 1) return null;
  return (
    <div className="recipe-view__target">
      <label htmlFor={id}>{t('shopping.addToListLabel')}</label>
      <select
        id={id}
        className="input recipe-view__target-select"
        value={addToList.target ?? ''}
        onChange={(event) => addToList.choose(event.target.value || null)}
      >
        {addToList.targets.map((target) => (
          <option key={target.id ?? ''} value={target.id ?? ''}>
            {target.label}
          </option>
        ))}
      </select>
    </div>
  );
}
