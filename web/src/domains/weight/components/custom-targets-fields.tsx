// The fields of the own-targets form: one number with its problem under it, and the choice of grams or
// % of the calories for protein, carbs and fat.
import { useTranslation } from 'react-i18next';
import { SegmentedOptions } from '../../../components/segmented-options';
import type { MacroUnit } from '../custom-targets-model';

interface FieldProps {
  /** The form's id, which the field's own ids start with. */
  formId: string;
  name: string;
  label: string;
  value: string;
  /** The i18n key of what is wrong with the value, if anything. */
  problem: string | undefined;
  onChange: (value: string) => void;
}

export function TargetField({ formId, name, label, value, problem, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`field custom-targets__${name}`}>
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      <input
        id={`${formId}-${name}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${formId}-${name}-error` : undefined}
      />
      {problem && (
        <p className="field__error" id={`${formId}-${name}-error`}>
          {t(problem)}
        </p>
      )}
    </div>
  );
}

export function MacroUnitChoice({
  formId,
  value,
  onChange,
}: {
  formId: string;
  value: MacroUnit;
  onChange: (unit: MacroUnit) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="custom-targets__unit">
      <span className="field__label" id={`${formId}-unit`}>
        {t('weight.custom.macroUnit')}
      </span>
      <div className="segmented" role="radiogroup" aria-labelledby={`${formId}-unit`}>
        <SegmentedOptions
          name={`${formId}-unit`}
          options={['g', 'percent'] as const}
          value={value}
          onChange={onChange}
          label={(unit) => (unit === 'g' ? t('weight.custom.grams') : t('weight.custom.percent'))}
        />
      </div>
    </div>
  );
}
