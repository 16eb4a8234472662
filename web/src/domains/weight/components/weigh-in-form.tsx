// The weigh-in form at the top of Health: the weight in the profile's unit and the day (today unless
// changed to an earlier one). A wrong value is named under its field in the user's language before
// anything is sent; what the server refuses shows there too.
import type { WeightUnit } from '@shared/weight/weight-units';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWeighIn } from '../weigh-in-model';

interface Props {
  unit: WeightUnit;
  /** The user's calendar day (YYYY-MM-DD): the default and the latest day allowed. */
  today: string;
  busy: boolean;
  /** The server's refusal of the last try, translated; null without one. */
  serverError: string | null;
  /** Sends the weigh-in (kg as stored); true when it was stored. */
  onLog: (day: string, kg: number) => Promise<boolean>;
  /** The user changed what they typed: an earlier refusal no longer applies. */
  onEdit: () => void;
}

export function WeighInForm({ unit, today, busy, serverError, onLog, onEdit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [day, setDay] = useState(today);
  const [problem, setProblem] = useState<{ field: 'weight' | 'day'; code: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWeighIn(text, unit, day, today);
    if (!checked.ok) {
      setProblem({ field: checked.field, code: checked.code });
      return;
    }
    setProblem(null);
    if (await onLog(checked.day, checked.kg)) {
      setText('');
      setDay(today);
    }
  };
  const edited = () => {
    setProblem(null);
    onEdit();
  };

  const weightError = problem?.field === 'weight' ? t(problem.code) : null;
  const dayError = problem?.field === 'day' ? t(problem.code) : null;
  const formError = problem ? null : serverError;
  /** What both inputs share: the id, an edit clearing the refusal, and the error named under the field. */
  const inputProps = (field: 'weight' | 'day', error: string | null, set: (value: string) => void) => ({
    id: `${id}-${field}`,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value);
      edited();
    },
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-${field}-error` : undefined,
  });
  return (
    <form className="weigh-in" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="weigh-in__fields">
        <div className="field weigh-in__weight">
          <label htmlFor={`${id}-weight`}>
            {t('weight.form.weight', { unit: t(`weight.units.${unit}`) })}
          </label>
          <input
            {...inputProps('weight', weightError, setText)}
            inputMode="decimal"
            autoComplete="off"
            value={text}
          />
        </div>
        <div className="field weigh-in__day">
          <label htmlFor={`${id}-day`}>{t('weight.form.day')}</label>
          <input {...inputProps('day', dayError, setDay)} type="date" max={today} value={day} />
        </div>
        <button type="submit" className="button button--primary weigh-in__submit" disabled={busy}>
          {busy ? t('weight.form.saving') : t('weight.form.submit')}
        </button>
      </div>
      {weightError && (
        <p className="field__error" id={`${id}-weight-error`} role="alert">
          {weightError}
        </p>
      )}
      {dayError && (
        <p className="field__error" id={`${id}-day-error`} role="alert">
          {dayError}
        </p>
      )}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}
