// A number field of the profile form (age, height, weight): the value as typed in the language's digits,
// its validation error, or else a note when the value is one no body has (a height of 1.8 cm), with the
// likely meant value and a button to use it.
import { useTranslation } from 'react-i18next';
import type { PlausibilityHint } from '../../domains/account/profile-checks';
import { formatInput } from '../../domains/account/profile-form-model';
import { FieldNotes, fieldNotes } from './field-notes';

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
  const { shownHint, described } = fieldNotes(id, error, hint);
  const suggestion = shownHint?.suggestion === undefined ? null : formatInput(shownHint.suggestion, language);
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
      <FieldNotes
        id={id}
        error={error}
        note={
          shownHint && (
            <>
              {shownHint.field === 'age'
                ? t('settings.plausibility.age')
                : t(`settings.plausibility.${shownHint.field}`, { value, unit })}
              {suggestion !== null &&
                ` ${t('settings.plausibility.suggestion', { value: suggestion, unit })}`}
            </>
          )
        }
        take={
          suggestion === null
            ? undefined
            : {
                label: t('settings.plausibility.useSuggestion', { value: suggestion, unit }),
                onTake: () => onChange(suggestion),
              }
        }
      />
    </div>
  );
}
