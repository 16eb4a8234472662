// The profile's height for an imperial profile: feet and inches, two fields, as people say their height
// ("5 ft 6 in"). The form keeps the height in inches (as the profile stores it); the fields keep what is
// typed until the height changes from elsewhere (the unit system switched, a suggestion taken).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feetInchesParts, feetInchesTexts, inchesFromFeetInches } from '../../domains/account/feet-inches';
import type { PlausibilityHint } from '../../domains/account/profile-checks';
import { formatInput, parseNumber } from '../../domains/account/profile-form-model';
import { FieldNotes, fieldNotes } from './field-notes';

interface Props {
  id: string;
  /** The height in inches as text, in the language's digits. */
  value: string;
  onChange: (inchesText: string) => void;
  /** The translation key of the validation error, if any. */
  error?: string | undefined;
  hint?: PlausibilityHint | undefined;
  language: string;
}

const PARTS = [
  { part: 'feet', label: 'settings.heightFeet', unit: 'settings.units.ft' },
  { part: 'inches', label: 'settings.heightInches', unit: 'settings.units.in' },
] as const;

export function HeightFeetField({ id, value, onChange, error, hint, language }: Props) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(() => feetInchesTexts(value, language));
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setTexts(feetInchesTexts(value, language));
    }
  }, [value, language]);
  const change = (next: { feet: string; inches: string }) => {
    setTexts(next);
    sent.current = inchesFromFeetInches(next.feet, next.inches, language);
    onChange(sent.current);
  };
  const { shownHint, described } = fieldNotes(id, error, hint);
  const feetInches = (inches: number) => t('settings.units.feetInches', feetInchesParts(inches, language));
  const suggestion = shownHint?.suggestion;
  return (
    <fieldset className="field height-feet" aria-describedby={described}>
      <legend className="field__label">{t('settings.height')}</legend>
      <div className="height-feet__inputs">
        {PARTS.map(({ part, label, unit }) => (
          <label key={part} className="height-feet__part">
            <input
              id={part === 'feet' ? id : undefined}
              inputMode="decimal"
              value={texts[part]}
              aria-label={t(label)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => change({ ...texts, [part]: event.target.value })}
            />
            <span aria-hidden="true">{t(unit)}</span>
          </label>
        ))}
      </div>
      <FieldNotes
        id={id}
        error={error}
        note={
          shownHint && (
            <>
              {t('settings.plausibility.heightAs', { height: feetInches(parseNumber(value) ?? 0) })}
              {suggestion !== undefined &&
                ` ${t('settings.plausibility.suggestionAs', { height: feetInches(suggestion) })}`}
            </>
          )
        }
        take={
          suggestion === undefined
            ? undefined
            : {
                label: t('settings.plausibility.useHeight', { height: feetInches(suggestion) }),
                onTake: () => onChange(formatInput(suggestion, language)),
              }
        }
      />
    </fieldset>
  );
}
