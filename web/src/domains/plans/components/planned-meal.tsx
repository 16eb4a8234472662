// One planned meal in the week: its title, persons and who planned it; a tap opens what can be done with
// it: move it to another day or slot, change its persons, log it as eaten, remove it (the owner only moves,
// changes or removes; every member may log it).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { SelectField } from '../../../components/select-field';
import { addDays } from '../../diary/diary-day';
import { type MealSlot, mealSlots } from '../../diary/meal-slots';
import { PersonsStepper } from '../../recipes/components/persons-stepper';
import { usePlanActions } from '../hooks/use-plan-actions';
import type { MealPlan } from '../queries';
import { dayLabel } from '../week';

interface Props {
  plan: MealPlan;
  uid: string | null;
  /** The days it may move to (the week shown). */
  days: readonly string[];
  today: string;
  /** Told when the meal has been removed (its row is gone: the week takes the focus). */
  onRemoved?: () => void;
}

export function PlannedMeal({ plan, uid, days, today, onRemoved }: Props) {
  const { t, i18n } = useTranslation();
  const disclosure = useDisclosure();
  const id = useId();
  const actions = usePlanActions(plan);
  const mine = plan.userId === uid;
  // The diary takes a day from a year back up to tomorrow: a meal planned later cannot have been eaten yet.
  const canLog = plan.day <= addDays(today, 1) && plan.day >= addDays(today, -365);
  const title = plan.title || t('history.untitled');

  return (
    <li className={`planned-meal${disclosure.open ? ' planned-meal--open' : ''}`}>
      <DisclosureButton disclosure={disclosure} className="planned-meal__toggle">
        <span className="planned-meal__title">{title}</span>
        <span className="planned-meal__meta">
          {t('plan.meal.persons', { count: plan.persons })}
          {!mine && plan.userName && <> · {t('plan.meal.plannedBy', { name: plan.userName })}</>}
          {mine && plan.listId && <> · {t('plan.meal.shared')}</>}
        </span>
      </DisclosureButton>
      {disclosure.open && (
        <div id={disclosure.panelId} className="planned-meal__panel">
          {mine && (
            <>
              <div className="planned-meal__place">
                <SelectField
                  id={`${id}-day`}
                  label={t('plan.meal.day')}
                  value={plan.day}
                  values={days.includes(plan.day) ? days : [plan.day, ...days]}
                  optionLabel={(day) => dayLabel(day, i18n.language)}
                  onChange={(day) => void actions.move({ day })}
                />
                <SelectField
                  id={`${id}-slot`}
                  label={t('plan.meal.slot')}
                  value={plan.slot}
                  values={mealSlots}
                  optionLabel={(slot) => t(`diary.slots.${slot}`)}
                  onChange={(slot) => void actions.move({ slot: slot as MealSlot })}
                />
              </div>
              <PersonsStepper value={plan.persons} onChange={(persons) => void actions.setPersons(persons)} />
            </>
          )}
          <div className="planned-meal__actions">
            {canLog && (
              <button
                type="button"
                className="button button--primary"
                disabled={actions.logging}
                onClick={() => void actions.logEaten()}
              >
                {t('plan.meal.logEaten')}
              </button>
            )}
            {mine && (
              <button
                type="button"
                className="button button--ghost"
                disabled={actions.busy}
                aria-label={t('plan.meal.removeNamed', { title })}
                onClick={async () => {
                  if ((await actions.remove()).ok) onRemoved?.();
                }}
              >
                {t('plan.meal.remove')}
              </button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
