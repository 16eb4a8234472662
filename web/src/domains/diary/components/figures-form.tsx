// The form that sets a row's four figures by hand: for the row's grams, or per 100 g as a pack's label gives
// them, the row's grams doing the arithmetic.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import type { FigureKey, MealRow } from '../meal-rows';
import { rowAmount } from './row-amount';
import { FigureFields } from './row-inputs';

export function FiguresForm({
  row,
  busy,
  onSave,
  onCancel,
}: {
  row: MealRow;
  busy: boolean;
  onSave: (figures: Record<FigureKey, string>) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Record<FigureKey, string>>(() => ({
    calories: String(row.calories ?? ''),
    protein: String(row.protein ?? ''),
    carbs: String(row.carbs ?? ''),
    fat: String(row.fat ?? ''),
  }));
  // People copy a pack's label, which gives figures per 100 g: the row's grams do the arithmetic.
  const [per100, setPer100] = useState(false);
  const basisName = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(per100 ? forGrams(values, row.grams) : values);
  };
  const grams = rowAmount(t, i18n.language, row.grams, row.unit);
  const ml = row.unit === 'ml';
  return (
    <form className="meal-row__figures-form" onSubmit={submit}>
      <fieldset className="meal-row__figures-basis">
        <legend className="visually-hidden">{t('diary.rows.figuresBasis')}</legend>
        <label>
          <input type="radio" name={basisName} checked={!per100} onChange={() => setPer100(false)} />
          {t('diary.rows.basisRow', { grams })}
        </label>
        <label>
          <input type="radio" name={basisName} checked={per100} onChange={() => setPer100(true)} />
          {ml ? t('diary.rows.basisPer100ml') : t('diary.rows.basisPer100')}
        </label>
      </fieldset>
      <p className="muted meal-row__figures-hint">
        {per100
          ? t(ml ? 'diary.rows.figuresHintPer100ml' : 'diary.rows.figuresHintPer100', {
              name: row.name,
              grams,
            })
          : t('diary.rows.figuresHint', { name: row.name })}
      </p>
      <FigureFields
        className="meal-row__figures-grid"
        values={values}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
      <FormActions
        className="row meal-row__figures-actions"
        leaveLabel={t('diary.cancel')}
        onLeave={onCancel}
        submitLabel={t('diary.rows.saveFigures')}
        busy={busy}
      />
    </form>
  );
}

/**
 * Figures typed per 100 g as the row's figures for `grams`, to a tenth; what is not a number is passed on
 * as typed, so the save refuses it with its usual message.
 */
export function forGrams(values: Record<FigureKey, string>, grams: number): Record<FigureKey, string> {
  const scaled = (text: string) => {
    const n = Number(text.trim().replace(',', '.'));
    return text.trim() === '' || !Number.isFinite(n) ? text : String(Math.round((n * grams) / 10) / 10);
  };
  return {
    calories: scaled(values.calories),
    protein: scaled(values.protein),
    carbs: scaled(values.carbs),
    fat: scaled(values.fat),
  };
}
