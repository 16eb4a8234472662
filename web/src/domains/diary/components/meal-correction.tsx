// "Fix it in words" under an eaten entry: a text box for the correction, and the button that restores the
// estimate before it (once). useMealCorrection sends them.
import { limits } from '@shared/limits';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CorrectionChange, useMealCorrection } from '../hooks/use-meal-correction';
import type { MealUpdate } from '../meal-rows';
import './meal-rows.css';

interface CorrectionProps {
  mealId: string;
  /** Whether the estimate before the last correction can still be restored (once). */
  canUndo: boolean;
  onUpdated?: (update: MealUpdate, change: CorrectionChange) => void;
}

/** "Fix it in words": the user's correction goes to the AI with the current estimate; undo restores it once. */
export function MealCorrection({ mealId, canUndo, onUpdated }: CorrectionProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const { text, edit, invalid, done, busy, error, correct, undo } = useMealCorrection({ mealId, onUpdated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void correct();
  };

  return (
    <form className="meal-correction" onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={fieldId}>{t('diary.correction.label')}</label>
        <textarea
          id={fieldId}
          rows={2}
          maxLength={limits.mealNoteChars}
          value={text}
          placeholder={t('diary.correction.placeholder')}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
          onChange={(e) => edit(e.target.value)}
        />
        {invalid && (
          <p id={`${fieldId}-error`} className="field__error" role="alert">
            {t('diary.correction.required')}
          </p>
        )}
      </div>
      <div className="row meal-correction__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('diary.correction.working') : t('diary.correction.submit')}
        </button>
        {canUndo && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={undo}>
            {t('diary.correction.undo')}
          </button>
        )}
      </div>
      {done && (
        <p className="muted meal-correction__done" role="status">
          {t(`diary.correction.${done}`)}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}
