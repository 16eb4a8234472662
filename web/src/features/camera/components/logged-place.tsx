// Where a meal just logged went: "Logged as lunch, today · change". "change" opens the diary's slot and
// day picker; once the meal has moved, the line says where it is now and the picker closes.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MealPlacePicker } from '../../../domains/diary/components/meal-place-picker';
import { addDays, localDay } from '../../../domains/diary/diary-day';
import type { MealSlot } from '../../../domains/diary/meal-slots';
import type { MealUpdate } from '../hooks/use-analysis';

interface Props {
  mealId: string;
  day: string;
  slot: MealSlot;
  onUpdated?: (update: MealUpdate) => void;
}

/** "today", "yesterday", else the date ("March 1"), as words inside a sentence. */
function useDayWords(): (day: string) => string {
  const { t, i18n } = useTranslation();
  const today = localDay();
  return (day) => {
    if (day === today) return t('camera.logged.today');
    if (day === addDays(today, -1)) return t('camera.logged.yesterday');
    return new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  };
}

export function LoggedPlace({ mealId, day, slot, onUpdated }: Props) {
  const { t } = useTranslation();
  const dayWords = useDayWords();
  const [changing, setChanging] = useState(false);
  const pickerId = useId();
  return (
    <div className="camera-result__place">
      <p className="camera-result__logged">
        {t('camera.logged.as', { slot: t(`camera.logged.slots.${slot}`), day: dayWords(day) })}
        {' · '}
        <button
          type="button"
          className="button--link camera-result__change"
          aria-label={t('camera.logged.changeLabel')}
          aria-expanded={changing}
          aria-controls={changing ? pickerId : undefined}
          onClick={() => setChanging((open) => !open)}
        >
          {t('camera.logged.change')}
        </button>
      </p>
      {changing && (
        <div id={pickerId}>
          <MealPlacePicker
            key={`${day}-${slot}`}
            mealId={mealId}
            day={day}
            slot={slot}
            onUpdated={(update) => {
              setChanging(false);
              onUpdated?.(update);
            }}
          />
        </div>
      )}
    </div>
  );
}
