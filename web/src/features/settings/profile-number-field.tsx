// A number field of the profile form (age, height, weight): the value as typed in the language's digits,
// its validation error, or else a note when the value is one no body has (a height of 1.8 cm), with the
// likely meant value and a button to use it.
import { useTranslation } from 'react-i18next';
import type { PlausibilityHint } from '../../domains/account/profile-checks';
import { formatInput } from '../../domains/account/profile-form-model';

interface Props {
  id: string;
  label: string;
  value: string;
  /** Whole numbers only (age): the numeric keypad without a decimal key. */
  integer?: boolean;
  onChange: (text: string) => void;
  /** The translation key of the validation error, if any. */
  error?: string;
  hint?: PlausibilityHint;
  /** The unit the value is in ('' for age), for the note. */
  unit: string;
  language: string;
}

export function ProfileNumberField({
  id,
  label,
  value,
  integer,
  onChange,
  error,
  hint,
  unit,
  language,
}: Props) {
  const { t } = useTranslation();
  // A slip with a likely meant value (metres in the cm field) keeps its suggestion beside the error.
  const shownHint = error && hint?.suggestion === undefined ? undefined : hint;
  const suggestion = shownHint?.suggestion === undefined ? null : formatInput(shownHint.suggestion, language);
  const described = error ? `${id}-error` : shownHint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode={integer ? 'numeric' : 'decimal'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
      {shownHint && (
        <div className="plausibility-note" id={`${id}-hint`}>
          <p>
            {shownHint.field === 'age'
              ? t('settings.plausibility.age')
              : t(`settings.plausibility.${shownHint.field}`, { value, unit })}
            {suggestion !== null && ` ${t('settings.plausibility.suggestion', { value: suggestion, unit })}`}
          </p>
          {suggestion !== null && (
            <button type="button" className="button button--ghost" onClick={() => onChange(suggestion)}>
              {t('settings.plausibility.useSuggestion', { value: suggestion, unit })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
