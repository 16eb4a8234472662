// "Search" in "+ Add food": favourites and recent foods first; typing searches the food table, and a food
// picked from it is offered in its everyday serving to change before it is logged (no AI call).
import type { TableFood } from '@shared/nutrition/contracts';
import { useState } from 'react';
import { useFoodSearch } from '../../nutrition/hooks/use-food-search';
import type { AddFood } from '../hooks/use-add-food';
import { FoodSearchField } from './food-search-field';
import { FoodServingForm } from './food-serving-form';
import { QuickPicks } from './quick-picks';
import './meal-rows.css';

export function FoodPicker({ add, onDone }: { add: AddFood; onDone: () => void }) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<TableFood | null>(null);
  const search = useFoodSearch(picked ? '' : query);
  const done = (ok: boolean) => ok && onDone();

  if (picked)
    return (
      <FoodServingForm
        food={picked}
        busy={add.busy}
        onAdd={(item) => void add.foods([item], picked.name).then(done)}
        onBack={() => setPicked(null)}
      />
    );
  return (
    <div className="food-picker">
      <FoodSearchField value={query} onChange={setQuery} search={search} picked={false} onPick={setPicked} />
      {query.trim() === '' && (
        <QuickPicks
          busy={add.busy}
          onFavorite={(id, name) => void add.favorite(id, name).then(done)}
          onFood={(item, name) => void add.foods([item], name).then(done)}
        />
      )}
    </div>
  );
}
