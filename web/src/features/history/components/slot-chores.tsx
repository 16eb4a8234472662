// A slot's chores, behind one button: copy or move the whole slot to a day and slot (today's by default,
// or the same slot of the next day when this is today), or delete it after asking.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { isDay, localDay } from '../../../domains/diary/diary-day';
import { type MealSlot, mealSlots } from '../../../domains/diary/meal-slots';
import { useSlotChores } from '../hooks/use-slot-chores';
import { useDayLabel } from './day-header';
import { FIRST_DAY } from './day-nav';

export function SlotChores({ day, slot, slotName }: { day: string; slot: MealSlot; slotName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const today = localDay();
  const chores = useSlotChores(day, slot, useDayLabel());
  const panel = useDisclosure();
  const [asking, setAsking] = useState(false);
  // From a past day: the same slot today. From today: the next slot of today (nothing is eaten tomorrow).
  const [toDay, setToDay] = useState(today);
  const [toSlot, setToSlot] = useState<MealSlot>(
    day === today ? (mealSlots[(mealSlots.indexOf(slot) + 1) % mealSlots.length] ?? slot) : slot,
  );
  const target = { day: toDay, slot: toSlot };
  const same = toDay === day && toSlot === slot;
  const valid = isDay(toDay) && toDay >= FIRST_DAY && toDay <= today && !same;
  const finish = (outcome: { ok: boolean }) => outcome.ok && panel.close();

  return (
    <div className="diary-chores">
      <DisclosureButton
        disclosure={panel}
        className="button button--link diary-chores__open"
        label={t('diary.chores.openNamed', { slot: slotName })}
      >
        {t('diary.chores.open')}
      </DisclosureButton>
      <div id={panel.panelId} className="diary-chores__panel" hidden={!panel.open}>
        <div className="diary-chores__target">
          <InputField
            id={`${id}-day`}
            label={t('diary.chores.toDay')}
            type="date"
            value={toDay}
            min={FIRST_DAY}
            max={today}
            onChange={(event) => setToDay(event.target.value)}
          />
          <SelectField
            id={`${id}-slot`}
            label={t('diary.chores.toSlot')}
            value={toSlot}
            values={mealSlots}
            optionLabel={(choice) => t(`diary.day.slot.${choice}`)}
            onChange={(choice) => setToSlot(choice as MealSlot)}
          />
        </div>
        {!valid && <p className="muted">{t('diary.chores.chooseOther')}</p>}
        <div className="row diary-chores__actions">
          {(['copy', 'move'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="button button--ghost"
              disabled={!valid || chores.busy}
              onClick={() => void chores[kind](target).then(finish)}
            >
              {t(`diary.chores.${kind}`)}
            </button>
          ))}
          <button
            type="button"
            className="button button--ghost diary-chores__delete"
            disabled={chores.busy}
            onClick={() => setAsking(true)}
          >
            {t('diary.chores.delete')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('diary.chores.deleteTitle', { slot: slotName })}
        message={t('diary.chores.deleteMessage', { slot: slotName })}
        confirmLabel={t('diary.chores.delete')}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void chores.remove().then(finish);
        }}
      />
    </div>
  );
}
