// "+ Add food" under a slot of a day: whatever the user chose lands in that slot of that day. Foods from
// the table, a product by its barcode, a label's figures and recent foods go through logFoods (no AI
// call); a favourite through logFavorite; words and a photo through the AI (logMeal, analyzeFoodImage),
// which file the entry under today, so an entry for an earlier day is then moved there. Each new entry
// is said with an "Undo" that deletes it.
import { limits } from '@shared/limits';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { imageDataUrl } from '../../../lib/image-data-url';
import { localDay, userTimeZone } from '../diary-day';
import type { FoodItem } from '../food-items';
import type { MealSlot } from '../meal-slots';
import { useQuickLog } from './use-quick-log';

export type { FoodItem };

/** The entry's picture, as big as History shows it (the camera's thumbnails are the same size). */
const THUMB_SIDE = 160;

export interface AddFood {
  busy: boolean;
  /** The failure of the last try, in the user's language (the sheet shows it beside what was tried). */
  error: string | null;
  /** Each resolves true once the entry is in the diary. */
  foods: (items: FoodItem[], name: string) => Promise<boolean>;
  favorite: (favoriteId: string, name: string) => Promise<boolean>;
  words: (description: string) => Promise<boolean>;
  photo: (photo: Blob) => Promise<boolean>;
}

export function useAddFood(day: string, slot: MealSlot): AddFood {
  const { t } = useTranslation();
  const action = useCallableAction({ errors: 'inline' });
  const { offerUndo } = useQuickLog();
  const { run } = action;

  const added = useCallback(
    (mealId: string, name: string) => {
      const where = t(`diary.day.slot.${slot}`);
      offerUndo(mealId, t('diary.add.added', { name, slot: where }), {
        key: 'diary.quick.removed',
        values: { name },
      });
      return true;
    },
    [offerUndo, slot, t],
  );

  const foods = useCallback(
    async (items: FoodItem[], name: string) => {
      const outcome = await run(
        'logFoods',
        () => call('logFoods', { timeZone: userTimeZone(), day, slot, items }),
        { needsConnection: true },
      );
      return outcome.ok && added(outcome.value.mealId, name);
    },
    [run, day, slot, added],
  );

  const favorite = useCallback(
    async (favoriteId: string, name: string) => {
      const outcome = await run(
        'logFavorite',
        () => call('logFavorite', { favoriteId, timeZone: userTimeZone(), day, slot }),
        { needsConnection: true },
      );
      return outcome.ok && added(outcome.value.mealId, name);
    },
    [run, day, slot, added],
  );

  /** An AI entry is filed under today: one for an earlier day is moved there at once. */
  const placed = useCallback(
    async (start: () => Promise<{ mealId: string; day?: string }>) => {
      const logged = await start();
      if ((logged.day ?? localDay()) !== day) await call('updateMeal', { mealId: logged.mealId, day });
      return logged;
    },
    [day],
  );

  const words = useCallback(
    async (description: string) => {
      const outcome = await run(
        'logMeal',
        () => placed(() => call('logMeal', { description, timeZone: userTimeZone(), slot })),
        { needsConnection: true },
      );
      return outcome.ok && added(outcome.value.mealId, description);
    },
    [run, slot, placed, added],
  );

  const photo = useCallback(
    async (blob: Blob) => {
      const outcome = await run(
        'analyzeFood',
        () =>
          placed(async () => {
            const image = await imageDataUrl(blob, 1024);
            // The entry's picture in the diary, kept small enough to live in its document.
            const thumbnail = await imageDataUrl(blob, THUMB_SIDE);
            const small = thumbnail.length <= limits.thumbnailChars ? { thumbnail } : {};
            const answer = await call('analyzeFoodImage', {
              image,
              ...small,
              timeZone: userTimeZone(),
              slot,
            });
            return { mealId: answer.mealId, day: answer.diary?.day };
          }),
        { needsConnection: true },
      );
      return outcome.ok && added(outcome.value.mealId, t('diary.add.photoName'));
    },
    [run, slot, placed, added, t],
  );

  return { busy: action.busy, error: action.error?.message ?? null, foods, favorite, words, photo };
}
