// The inputs of one row: its grams, committed on Enter or when the field is left, and the form that sets
// its four figures by hand.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGrams } from '../../nutrition/components/format-nutrition';
import { FIGURES, type FigureKey, type MealRow } from '../meal-rows';

export function GramsInput({
  name,
  grams,
  disabled,
  onCommit,
}: {
  name: string;
  grams: number;
  disabled: boolean;
  onCommit: (text: string) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const shown = formatGrams(grams, i18n.language).replace(/[^\d.,]/g, '');
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    if (text === shown) return;
    setInvalid(!onCommit(text));
  };
  return (
    <label className="meal-row__grams-field">
      <input
        className="input meal-row__grams-input"
        inputMode="decimal"
        value={text}
        disabled={disabled}
        aria-invalid={invalid}
        aria-label={t('diary.rows.gramsOf', { name })}
        onChange={(e) => {
          setText(e.target.value);
          setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <span aria-hidden="true">{t('diary.rows.gramsUnit')}</span>
    </label>
  );
}

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
  const grams = t('diary.rows.gramsValue', { value: formatGrams(row.grams, i18n.language) });
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
          {t('diary.rows.basisPer100')}
        </label>
      </fieldset>
      <p className="muted meal-row__figures-hint">
        {per100
          ? t('diary.rows.figuresHintPer100', { name: row.name, grams })
          : t('diary.rows.figuresHint', { name: row.name })}
      </p>
      <FigureFields
        className="meal-row__figures-grid"
        values={values}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
      <div className="row meal-row__figures-actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('diary.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('diary.rows.saveFigures')}
        </button>
      </div>
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

/** The four figures per 100 g (kcal, protein, carbs, fat), one field each. */
export function FigureFields({
  className,
  values,
  onChange,
}: {
  className: string;
  values: Record<FigureKey, string>;
  onChange: (key: FigureKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <div className={className}>
      {FIGURES.map((key) => (
        <div key={key} className="field">
          <label htmlFor={`${idPrefix}-${key}`}>{t(`diary.rows.figureLabel.${key}`)}</label>
          <input
            id={`${idPrefix}-${key}`}
            inputMode="decimal"
            value={values[key]}
            onChange={(e) => onChange(key, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}
