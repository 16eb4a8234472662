// "Plan it" under a recipe: a day, a slot, persons and, optionally, a list whose members see the plan; the
// recipe is put on the plan with them (usePlanRecipe).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/input-field';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { useAuth } from '../../../hooks/use-auth';
import { localDay } from '../../diary/diary-day';
import { type MealSlot, mealSlots } from '../../diary/meal-slots';
import { useListLabels, useMyLists } from '../../lists/hooks/use-my-lists';
import { PersonsStepper } from '../../recipes/components/persons-stepper';
import { usePlanRecipe } from '../hooks/use-plan-recipe';

interface Props {
  mealId: string;
  /** Persons to start from: the recipe's own. */
  persons?: number;
}

export function PlanIt({ mealId, persons: initialPersons = 1 }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const uid = useAuth().user?.uid ?? null;
  const lists = useMyLists(uid);
  const labels = useListLabels(lists.data);
  const { plan, busy, error } = usePlanRecipe(mealId);
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(() => localDay());
  const [slot, setSlot] = useState<MealSlot>('dinner');
  const [persons, setPersons] = useState(Math.max(1, Math.round(initialPersons)));
  const [listId, setListId] = useState('');

  const submit = async () => {
    if (await plan({ day, slot, persons, listId: listId || null })) setOpen(false);
  };

  return (
    <div className="plan-it">
      <button type="button" className="button button--ghost button--block" onClick={() => setOpen(true)}>
        {t('plan.planIt.open')}
      </button>
      <Modal
        open={open}
        title={t('plan.planIt.title')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              form={`${id}-form`}
              className="button button--primary"
              disabled={busy || !day}
            >
              {t('plan.planIt.submit')}
            </button>
          </>
        }
      >
        <form
          id={`${id}-form`}
          className="stack plan-it__form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <InputField
            id={`${id}-day`}
            label={t('plan.planIt.day')}
            type="date"
            required
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
          <SelectField
            id={`${id}-slot`}
            label={t('plan.planIt.slot')}
            value={slot}
            values={mealSlots}
            optionLabel={(value) => t(`diary.slots.${value}`)}
            onChange={(value) => setSlot(value as MealSlot)}
          />
          <PersonsStepper value={persons} onChange={setPersons} />
          {(lists.data?.length ?? 0) > 0 && (
            <SelectField
              id={`${id}-list`}
              label={t('plan.planIt.list')}
              value={listId}
              values={(lists.data ?? []).map((list) => list.id)}
              optionLabel={(value) => labels.get(value) ?? value}
              onChange={setListId}
            >
              <option value="">{t('plan.planIt.onlyMe')}</option>
            </SelectField>
          )}
          {error && (
            <p className="form-error" role="alert">
              {t(error)}
            </p>
          )}
        </form>
      </Modal>
    </div>
  );
}
