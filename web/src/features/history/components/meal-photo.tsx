// A history entry's photo: its own thumbnail, or that of the meal it was copied from (a copy stores no
// image of its own); a plate or a book where there is none.
import { BookIcon, PlateIcon } from '../../../components/icons';
import { type Meal, mealPhotoQuery } from '../../../domains/diary/queries';
import { useLiveQuery } from '../../../hooks/use-live-query';

export function MealPhoto({ meal, recipe }: { meal: Meal; recipe: boolean }) {
  const referenced = useLiveQuery(
    !meal.thumbnail && meal.thumbnailOf ? mealPhotoQuery(meal.thumbnailOf) : null,
  );
  const src = meal.thumbnail ?? referenced.data;
  if (src) return <img className="history-entry__thumb" src={src} alt="" loading="lazy" />;
  return (
    <span className="history-entry__thumb history-entry__thumb--empty" aria-hidden="true">
      {recipe ? <BookIcon size={24} /> : <PlateIcon size={24} />}
    </span>
  );
}
