// Where an eaten entry sits in the diary: its slot (breakfast, lunch, dinner, snack), its day and the time
// it was eaten (the order within its slot), changed together with "Move" (useMealPlace sends the slot and/or day that changed). Nothing is sent while a date
// is being typed; the day totals of both days follow on the server.
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { type MealPlaceOptions, useMealPlace } from '../hooks/use-meal-place';
import { type MealSlot, mealSlots } from '../meal-slots';
import './meal-rows.css';

export function MealPlacePicker(props: MealPlaceOptions) {
  const { t } = useTranslation();
  const id = useId();
  const place = useMealPlace(props);
  const { invalid, busy } = place;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void place.move();
  };

  const message = invalid ? t('history.invalidDay') : place.error?.message;
  return (
    <form className="meal-place" aria-busy={busy} onSubmit={submit} noValidate>
      <h3 className="meal-place__heading">{t('diary.place.heading')}</h3>
      <div className="meal-place__fields">
        <SelectField
          className="field meal-place__field"
          id={`${id}-slot`}
          label={t('diary.place.slot')}
          value={place.chosenSlot}
          values={mealSlots}
          optionLabel={(s) => t(`diary.slots.${s}`)}
          onChange={(s) => place.setChosenSlot(s as MealSlot)}
        />
        <InputField
          id={`${id}-day`}
          className="field meal-place__field"
          label={t('diary.place.day')}
          type="date"
          value={place.chosenDay}
          min={place.earliest}
          max={place.today}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => place.setChosenDay(e.target.value)}
        />
        <InputField
          id={`${id}-time`}
          className="field meal-place__field"
          label={t('diary.place.time')}
          type="time"
          value={place.chosenTime}
          onChange={(e) => place.setChosenTime(e.target.value)}
        />
      </div>
      {message && (
        <p id={`${id}-error`} className="form-error meal-place__error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button button--ghost button--block" disabled={!place.changed || busy}>
        {busy && <Spinner size={18} />}
        {t('diary.place.move')}
      </button>
    </form>
  );
}
