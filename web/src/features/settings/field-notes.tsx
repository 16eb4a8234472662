// What stands under a number field of the profile: its validation error, or else the note on a value no
// body has with a button that takes the likely meant one. A slip with a likely meant value (metres in the
// cm field) keeps its note beside the error.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlausibilityHint } from '../../domains/account/profile-checks';

/** The hint shown (none beside an error unless it suggests a value) and what the input is described by. */
export function fieldNotes(id: string, error: string | undefined, hint: PlausibilityHint | undefined) {
  const shownHint = error && hint?.suggestion === undefined ? undefined : hint;
  const described = error ? `${id}-error` : shownHint ? `${id}-hint` : undefined;
  return { shownHint, described };
}

interface Props {
  id: string;
  /** The translation key of the validation error, if any. */
  error?: string | undefined;
  /** The plausibility note's text, when one is shown. */
  note?: ReactNode;
  /** The button's label and what it does, when the note suggests a value. */
  take?: { label: string; onTake: () => void } | undefined;
}

export function FieldNotes({ id, error, note, take }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
      {note !== undefined && (
        <div className="plausibility-note" id={`${id}-hint`}>
          <p>{note}</p>
          {take && (
            <button type="button" className="button button--ghost" onClick={take.onTake}>
              {take.label}
            </button>
          )}
        </div>
      )}
    </>
  );
}
