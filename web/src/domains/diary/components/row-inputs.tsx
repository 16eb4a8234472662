// The inputs of one row: its grams, committed on Enter or when the field is left, and the four figure
// fields the form that sets them by hand (figures-form.tsx) is made of.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGrams } from '../../nutrition/components/format-nutrition';
import { FIGURES, type FigureKey } from '../meal-rows';

export function GramsInput({
  name,
  grams,
  unit,
  disabled,
  onCommit,
}: {
  name: string;
  grams: number;
  /** 'ml' for a drink. */
  unit?: 'ml' | undefined;
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
        aria-label={unit === 'ml' ? t('diary.rows.mlOf', { name }) : t('diary.rows.gramsOf', { name })}
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
      <span aria-hidden="true">{unit === 'ml' ? t('diary.rows.mlUnit') : t('diary.rows.gramsUnit')}</span>
    </label>
  );
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
